"""Translated copying against the reference library: a class document that translates a stored text in another
language (engine/references/translations.py)."""

import hashlib

import numpy as np

from plagcheck.engine.references.derivations import pivot_key
from plagcheck.engine.references.library import ReferenceLibrary
from plagcheck.engine.references.translated_candidates import nearest_references, wanted_languages
from plagcheck.pipeline import drive, scan_documents
from plagcheck.shared.models import DocumentRecord, ScanSettings
from test_translated import SOURCE

#: The source's second and third paragraphs, translated as a careful translator would: sentences joined and split,
#: the order of clauses changed, idioms rendered, not word for word.
TRANSLATED_ESSAY = (
    "Le déclin des abeilles\n\n"
    "Depuis l'hiver 2006, les apiculteurs d'Amérique du Nord et d'Europe signalent la perte d'un grand nombre "
    "de colonies : certaines années, près de quarante pour cent des ruches n'ont pas passé l'hiver. Les "
    "scientifiques donnent un nom à cette disparition soudaine des ouvrières, le syndrome d'effondrement des "
    "colonies. Les abeilles adultes s'évanouissent tout simplement, et laissent derrière elles la reine, le miel "
    "et les jeunes.\n\n"
    "Aujourd'hui, les chercheurs s'accordent à dire qu'aucune cause unique n'explique ce déclin. Certains "
    "pesticides, les néonicotinoïdes, affaiblissent la mémoire des abeilles, qui retrouvent plus difficilement "
    "le chemin de la ruche. Un acarien parasite transmet des virus d'une colonie à l'autre. Une alimentation "
    "pauvre joue aussi un rôle : d'immenses champs d'une seule culture n'offrent des fleurs que pendant "
    "quelques semaines par an.\n\n"
    "À mon avis, il faut agir vite, avant qu'il ne soit trop tard.\n"
)
#: An honest French essay on the same subject: the same facts and figures, in the student's own order and words.
HONEST_ESSAY = (
    "Pourquoi je m'intéresse aux abeilles\n\n"
    "Mon grand-père est apiculteur dans le Jura et il a quatre ruches au fond de son jardin. Chaque été, je "
    "l'aide à récolter le miel, ce qui m'a donné envie d'écrire sur ce sujet. Il m'a raconté qu'un hiver, il a "
    "perdu deux ruches sur quatre sans comprendre pourquoi.\n\n"
    "D'après ce que j'ai lu, les pertes sont importantes en Europe et en Amérique depuis 2006. Mon grand-père "
    "accuse surtout les produits chimiques que l'on répand sur les champs de colza autour de chez lui. Il dit "
    "aussi que le frelon asiatique attaque ses ruches à la fin de l'été et qu'il doit poser des pièges. Le "
    "varroa, un petit parasite, l'oblige à traiter ses colonies chaque automne.\n\n"
    "Pour aider les abeilles, nous avons semé des fleurs sauvages dans un coin du potager et nous ne tondons "
    "plus la pelouse au printemps. Je pense que chacun peut faire quelque chose à son échelle.\n"
)


def record(i, text, name):
    return DocumentRecord(i, f"/class/{name}", name, "ok", "", sha256=hashlib.sha256(text.encode()).hexdigest(),
                          text=text)


def _library(path, texts):
    with ReferenceLibrary(path) as library:
        drive(library.add("Sources", [record(i, text, name) for i, (name, text) in enumerate(texts.items())],
                          ScanSettings()))


def _scan(path, class_texts, **options):
    settings = ScanSettings(workers=1, reference_collections=("Sources",), library_path=str(path), **options)
    records = [record(i, text, name) for i, (name, text) in enumerate(class_texts.items())]
    result = drive(scan_documents(records, settings))
    names = {d.id: d.name for d in result.documents}
    return result, {(names[p.a], names[p.b]): p for p in result.pairs}


def _filler(seed, words=260):
    """Return an essay in French of another subject (the class around the two students)."""
    rng = np.random.default_rng(seed)
    vocabulary = ("le train arrive en gare chaque matin avec des voyageurs qui lisent le journal pendant que "
                  "la ville se réveille et que les boulangers ouvrent leurs portes aux premiers clients du "
                  "quartier où les enfants partent à l'école avec leurs cartables remplis de cahiers").split()
    sentences = [" ".join(rng.choice(vocabulary, 14)).capitalize() + "." for _ in range(words // 14)]
    return "\n\n".join(" ".join(sentences[i : i + 4]) for i in range(0, len(sentences), 4))


def test_a_translation_of_a_stored_text_is_found_and_an_honest_essay_is_not(tmp_path):
    path = tmp_path / "lib.sqlite3"
    _library(path, {"bees.txt": SOURCE})
    result, pairs = _scan(path, {"copier.txt": TRANSLATED_ESSAY, "honest.txt": HONEST_ESSAY,
                                 **{f"other{i}.txt": _filler(i) for i in range(3)}})
    (pair,) = [p for (a, b), p in pairs.items() if b == "Sources/bees.txt"]
    assert result.document(pair.a).name == "copier.txt"
    passages = [p for p in pair.passages if p.kind == "translated"]
    assert passages and all(p.languages == ("french", "english") for p in passages)
    copied_text = " ".join(TRANSLATED_ESSAY[p.a_start : p.a_end] for p in passages)
    assert "quarante pour cent" in copied_text and "néonicotinoïdes" in copied_text
    stored = " ".join(SOURCE[p.b_start : p.b_end] for p in passages)
    assert "forty percent" in stored and "neonicotinoids" in stored
    assert pair.score >= 0.3


def test_the_library_keeps_each_text_language_and_its_senses_once_a_scan_needed_them(tmp_path):
    path = tmp_path / "lib.sqlite3"
    _library(path, {"bees.txt": SOURCE, "abeilles.txt": HONEST_ESSAY})
    with ReferenceLibrary(path) as library:
        rows = library._db.execute("SELECT language, senses IS NULL FROM pivot_texts ORDER BY text_id").fetchall()
        assert rows == [("english", 1), ("french", 1)]
    _scan(path, {"copier.txt": TRANSLATED_ESSAY, "other.txt": _filler(1)})
    with ReferenceLibrary(path) as library:
        # The French class read the English text's senses (kept for the next scan), never the French one's.
        rows = library._db.execute("SELECT language, senses IS NULL FROM pivot_texts ORDER BY text_id").fetchall()
        assert rows == [("english", 0), ("french", 1)]
        key = library._db.execute("SELECT key FROM derivations d JOIN pivot_texts p ON p.derivation = d.id "
                                  "LIMIT 1").fetchone()[0]
        assert key == pivot_key()


def test_a_version_3_library_finds_its_texts_languages_at_the_first_scan(tmp_path):
    path = tmp_path / "lib.sqlite3"
    _library(path, {"bees.txt": SOURCE})
    with ReferenceLibrary(path) as library:
        library._db.executescript("DROP TABLE pivot_texts; UPDATE meta SET value = '3';")
    _, pairs = _scan(path, {"copier.txt": TRANSLATED_ESSAY, "other.txt": _filler(2)})
    assert ("copier.txt", "Sources/bees.txt") in pairs
    with ReferenceLibrary(path) as library:
        assert library._db.execute("SELECT value FROM meta").fetchone()[0] == "4"
        assert library._db.execute("SELECT language FROM pivot_texts").fetchall() == [("english",)]


def test_a_class_in_the_library_language_reads_no_stored_sense(tmp_path, monkeypatch):
    path = tmp_path / "lib.sqlite3"
    _library(path, {"bees.txt": SOURCE})
    asked = []
    monkeypatch.setattr(ReferenceLibrary, "pivot_senses", lambda self, texts: asked.append(texts) or {})
    _scan(path, {"a.txt": SOURCE.replace("Bees", "Wasps"), "b.txt": "An essay of my own about trains. " * 20})
    assert asked == []
    assert wanted_languages(["english", "english"]) == {"french", "spanish", "german", "italian", "portuguese",
                                                        "dutch", "indonesian", "turkish"}
    assert wanted_languages(["", "russian"]) == set()


def test_each_class_document_is_offered_its_nearest_stored_texts_in_other_languages_only():
    senses = {0: np.array([1, 2, 3, 50], np.int32), 1: np.array([7, 8], np.int32)}
    languages = {0: "french", 1: "french"}
    stored = {10: np.array([1, 2, 3], np.int32), 11: np.array([1, 2, 3, 50], np.int32),
              12: np.array([50, 60], np.int32), 13: np.array([9], np.int32)}
    stored_languages = {10: "english", 11: "french", 12: "english", 13: "english"}
    assert nearest_references(senses, languages, stored, stored_languages) == [(0, 10), (0, 12)]


def test_a_text_senses_are_its_own_whatever_is_read_with_it():
    from plagcheck.engine.reworded.lexicon import text_words
    from plagcheck.engine.reworded.pivot import document_languages, document_senses

    texts = {0: SOURCE, 1: TRANSLATED_ESSAY, 2: HONEST_ESSAY}
    words = {i: text_words(t) for i, t in texts.items()}
    languages = document_languages(words)
    together = document_senses(texts, words, languages)
    alone = {i: document_senses({i: texts[i]}, {i: words[i]}, languages)[i] for i in texts}
    assert all(np.array_equal(together[i], alone[i]) for i in texts)
    shared_with_source = {i: np.intersect1d(together[0], together[i]).size for i in (1, 2)}
    assert shared_with_source[1] > 1.5 * shared_with_source[2]


def test_the_idf_is_the_weighed_documents_only():
    from plagcheck.engine.compare import content_document
    from plagcheck.engine.reworded.lexicon import build_lexicon, inverse_document_frequency, text_words
    from plagcheck.engine.reworded.pivot import document_languages, pivot_documents

    texts = {0: SOURCE, 1: TRANSLATED_ESSAY, 2: HONEST_ESSAY}
    words = {i: text_words(t) for i, t in texts.items()}
    lexicon = build_lexicon(list(texts.values()), list(words.values()))
    contents = {i: content_document(lexicon, texts[i], words[i]) for i in texts}
    languages = document_languages(words)
    weighed = pivot_documents(texts, words, contents, languages, weighed={1, 2})
    own = inverse_document_frequency([np.unique(weighed[i].content.terms) for i in (1, 2)])
    idf = weighed[1].content.idf
    assert np.allclose(idf[: own.size], own)
    only_english = np.setdiff1d(weighed[0].content.terms, np.concatenate([weighed[1].content.terms,
                                                                          weighed[2].content.terms]))
    assert only_english.size and np.allclose(idf[only_english[only_english >= 0]], own.max())  # as unseen terms
    assert not np.allclose(pivot_documents(texts, words, contents, languages)[1].content.idf[: own.size], own)


def test_a_scan_stopped_while_it_compares_the_library_in_two_languages_compares_no_more(tmp_path, monkeypatch):
    import plagcheck.engine.references.translations as translations

    path = tmp_path / "lib.sqlite3"
    _library(path, {"bees.txt": SOURCE, **{f"old{i}.txt": SOURCE.replace("Bees", f"Hives {i}") for i in range(3)}})
    compared = []
    real = translations.translated_passages
    monkeypatch.setattr(translations, "translated_passages", lambda jobs: compared.append(len(jobs)) or real(jobs))
    monkeypatch.setattr(translations, "_BATCH", 1)
    settings = ScanSettings(workers=1, reference_collections=("Sources",), library_path=str(path))
    records = [record(i, text, f"s{i}.txt") for i, text in enumerate([TRANSLATED_ESSAY, HONEST_ESSAY, _filler(3)])]
    scan = scan_documents(records, settings)
    for progress in scan:
        if progress.stage == "reference" and compared:
            scan.close()  # what Cancel does
            break
    assert compared == [1]  # one batch, then nothing more
