"""A class document's translated passage with a stored text that both took from one source: the source's.

Last year's student translated a paragraph of an English source into German; the store keeps her text (T) and
the source (S). This year's honest student retells the same paragraph in Dutch, with the same facts and
figures, and this year's translators of it write much the same Dutch: their passages with T are found though
they never saw T. The class scan credits a source two students rendered (engine/rendered_sources.py); stored
texts are never compared with each other, so T's own rendering of S is not known there.

Here, for each class document's pair with a stored text T that holds a translated passage, the possible
sources S are the class's sources and the stored texts more class documents are paired with than with T: of
two stored texts that render each other the text does not tell which is the original, but a source is what a
class renders, and last year's essay what a few do. T's rendering of S is found as the passages between them,
aligned in the pivot vocabulary as translated ones are (compare.translated_passages; a paste of S into T is
one too); the class document's, sentence by sentence (each of its sentences with its strongest seed among S's,
as common_origin.anchored anchors a student's: an honest retelling, cited and quoted, forms no passage with S,
yet its sentences match S's). The passage is S's, not T's, when rendered_sources.rendered_from_one_source says
so of these renderings: both sides lie in them, they render overlapping stretches of S, and the two are no
more alike than RENDERING_MARGIN above the closer of them to S.

A student who translated T, where T is a faithful translation of S, renders S as much as T (on bench
translated_classes' texts, his sentences' seeds were 0.548 with T's and 0.519 with S's): he is listed with S.
A copy word for word (a copied passage) is never touched.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

import numpy as np

from plagcheck.engine.compare import (TranslatedJob, content_document, sentence_characters, sentences_touched,
                                      solid_passage, translated_passages)
from plagcheck.engine.references.sources import ClassDocuments
from plagcheck.engine.rendered_sources import Rendering, rendered_from_one_source
from plagcheck.engine.reworded.content import ContentDocument
from plagcheck.engine.reworded.lexicon import Words, text_words
from plagcheck.engine.reworded.pivot import (PIVOT_LANGUAGES, PivotDocument, document_languages, may_share, paired,
                                             pivot_documents)
from plagcheck.engine.reworded.seeds import MIN_SHARED_TERMS, WEAK_SEED, seeds_of_pairs
from plagcheck.engine.text.normalize import NormalizeOptions
from plagcheck.shared.models import PairResult, Passage, ScanSettings


def rendered_from_a_source(pairs: list[PairResult], stored_texts: Mapping[int, str], given: ClassDocuments,
                           origins: set[int], settings: ScanSettings) -> Callable[[PairResult, Passage], bool]:
    """Return a test of a passage of one of `pairs` (class document, stored id): True when it is a translated
    passage that the class document and the stored text each render from one source (see the module doc): a
    class document of `origins`, or a stored text of `stored_texts` that more class documents are paired with
    than with the pair's."""
    suspects = [pair for pair in pairs if any(p.kind == "translated" and not solid_passage(p) for p in pair.passages)]
    if not suspects or given.lexicon is None:
        return lambda pair, passage: False
    first_key = max(given.texts, default=-1) + 1  # stored texts numbered after the class, as translations.py
    keys = {ref: first_key + n for n, ref in enumerate(sorted(stored_texts))}
    paired_with = Counter(keys[pair.b] for pair in pairs if pair.b in keys)
    # Of two stored texts that render each other, the source is the one more of the class renders: last year's
    # translation of a source and the source render each other, and this year's translations of the source
    # are paired with the source, not with last year's student.
    possible = {keys[pair.b]: sorted(origins) + sorted(key for key in keys.values()
                                                       if paired_with[key] > paired_with[keys[pair.b]])
                for pair in suspects if pair.b in keys}
    involved = {key for text, sources in possible.items() for key in (text, *sources)}
    pivots, contents, languages = _read_in_pivot(
        keys, {ref: text for ref, text in stored_texts.items() if keys[ref] in involved}, given, settings)
    stored_renderings = _stored_renderings([(text, source) for text, sources in sorted(possible.items())
                                            for source in sources], pivots, contents, languages)
    compared = {(pair.a, source) for pair in suspects if pair.b in keys and pair.a not in origins
                for source in possible[keys[pair.b]]}
    class_renderings = _class_renderings(sorted(compared), pivots, contents)

    def rendered(pair: PairResult, passage: Passage) -> bool:
        if passage.kind != "translated" or solid_passage(passage) or pair.a in origins or pair.b not in keys:
            return False
        student, stored_side = class_renderings.get(pair.a, ()), stored_renderings.get(keys[pair.b], ())
        return any(rendered_from_one_source(passage, tuple(r for r in student if r.source == source),
                                            tuple(r for r in stored_side if r.source == source))
                   for source in sorted({r.source for r in stored_side} & {r.source for r in student}))

    return rendered


def _read_in_pivot(keys: Mapping[int, int], stored_texts: Mapping[int, str], given: ClassDocuments,
                   settings: ScanSettings
                   ) -> tuple[dict[int, PivotDocument], dict[int, ContentDocument], dict[int, str]]:
    """Return the pivot documents of the class documents in a language the pivot reads (the word weights
    theirs) and of the stored texts (numbered by `keys`), the content documents they were read from and each
    one's language."""
    options = NormalizeOptions(settings.fold_homoglyphs, settings.join_hyphenated)
    class_ids = [doc_id for doc_id in given.contents if given.languages.get(doc_id) in PIVOT_LANGUAGES]
    texts = {doc_id: given.texts[doc_id] for doc_id in class_ids}
    words: dict[int, Words] = {doc_id: text_words(given.texts[doc_id], options) for doc_id in class_ids}
    contents: dict[int, ContentDocument] = {doc_id: given.contents[doc_id] for doc_id in class_ids}
    languages = {doc_id: given.languages[doc_id] for doc_id in class_ids}
    stored_words = {keys[ref]: text_words(text, options) for ref, text in stored_texts.items()}
    languages.update(document_languages(stored_words))
    for ref, text in stored_texts.items():
        key = keys[ref]
        texts[key], words[key] = text, stored_words[key]
        contents[key] = content_document(given.lexicon, text, stored_words[key], idf=given.idf)
    # A document whose words are not those its terms were made of is not read (as in translations.py).
    readable = {doc_id for doc_id in contents if contents[doc_id].word_starts.size == len(words[doc_id])}
    pivots = pivot_documents({d: texts[d] for d in readable}, {d: words[d] for d in readable},
                             {d: contents[d] for d in readable}, {d: languages[d] for d in readable if d in languages},
                             weighed=set(class_ids))
    return pivots, contents, languages


def _stored_renderings(candidates: list[tuple[int, int]], pivots: dict[int, PivotDocument],
                       contents: dict[int, ContentDocument], languages: dict[int, str]
                       ) -> dict[int, tuple[Rendering, ...]]:
    """Return, for each stored text of the (stored text, source) `candidates`, its passages with its sources,
    aligned in the pivot vocabulary as translated passages are, as Renderings of them."""
    pairs = [(text, source) for text, source in candidates
             if text != source and text in pivots and source in pivots
             and may_share(pivots[text], pivots[source], MIN_SHARED_TERMS)]
    jobs = [TranslatedJob(text, source, *paired(pivots[text], pivots[source]), languages[text], languages[source])
            for text, source in pairs]
    found: dict[int, list[Rendering]] = {}
    for (text, source), (passages, _, _) in zip(pairs, translated_passages(jobs)):
        content = contents[source]
        for p in passages:
            found.setdefault(text, []).append(Rendering(p.a_start, p.a_end, source,
                                                        *sentences_touched(content, p.b_start, p.b_end),
                                                        p.similarity))
    return {text: tuple(renderings) for text, renderings in found.items()}


def _class_renderings(compared: list[tuple[int, int]], pivots: dict[int, PivotDocument],
                      contents: dict[int, ContentDocument]) -> dict[int, tuple[Rendering, ...]]:
    """Return, for each class document of the (class document, other text) pairs `compared`, each of its
    sentences that matches a sentence of the other text (its strongest seed with rare words, as
    common_origin.anchored anchors a student's sentences) as a Rendering of that one sentence, at the seed's
    cosine."""
    pairs = [(doc_id, source) for doc_id, source in compared if doc_id != source and doc_id in pivots
             and source in pivots]
    found: dict[int, list[Rendering]] = {}
    for (doc_id, source), seeds in zip(pairs, seeds_of_pairs([paired(pivots[d], pivots[s]) for d, s in pairs])):
        seeds = seeds.only(seeds.rare >= 1)
        if seeds.a.size == 0:
            continue
        strength = np.maximum(seeds.cosine, WEAK_SEED)
        order = np.lexsort((strength, seeds.a))  # by sentence, strongest last
        last = np.append(seeds.a[order][1:] != seeds.a[order][:-1], True)
        content = contents[doc_id]
        for sentence, source_sentence, value in zip(seeds.a[order][last].tolist(), seeds.b[order][last].tolist(),
                                                    strength[order][last].tolist()):
            start, end = sentence_characters(content, (sentence, sentence))
            found.setdefault(doc_id, []).append(Rendering(start, end, source, source_sentence, source_sentence, value))
    return {doc_id: tuple(renderings) for doc_id, renderings in found.items()}
