"""Translated copying: documents in two languages compared through English pivot stems (reworded/pivot.py)."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import numpy as np

from plagcheck.engine.reworded.lexicon import text_words
from plagcheck.engine.reworded.pivot import LexiconFiles, document_languages, translated_languages
from plagcheck.pipeline import run_scan
from plagcheck.saved.serialize import result_from_dict, result_to_dict
from plagcheck.shared.models import Passage, ScanSettings
from plagcheck.shared.vocabulary import kind_text

SOURCE = (
    "Why bees matter\n\n"
    "Bees are responsible for pollinating about a third of the food crops we eat. Without them, harvests of "
    "apples, almonds, blueberries and coffee would shrink dramatically. Farmers in many regions already rent "
    "hives every spring so that their orchards produce enough fruit. The economic value of this free service "
    "is estimated at more than two hundred billion dollars a year.\n\n"
    "Since the winter of 2006, beekeepers in North America and Europe have reported losing large numbers of "
    "colonies. In some years almost forty percent of the hives did not survive until spring. Scientists call "
    "the sudden disappearance of worker bees colony collapse disorder. The adult bees simply vanish, leaving "
    "the queen, the honey and the young behind.\n\n"
    "Researchers now agree that no single cause explains the decline. Pesticides called neonicotinoids weaken "
    "the memory of bees and make it harder for them to find their way back to the hive. A parasitic mite "
    "spreads viruses from one colony to the next. Poor nutrition also plays a part, because huge fields of a "
    "single crop offer flowers for only a few weeks of the year.\n\n"
    "There is a lot that ordinary people can do to help. Planting native flowers in gardens and on balconies "
    "gives bees food from early spring to late autumn. Leaving a corner of the lawn unmown creates shelter for "
    "wild bees, which nest in the ground. Buying honey from local beekeepers supports the people who look "
    "after the colonies.\n"
)
TRANSLATION = (
    "Les abeilles font partie de notre quotidien sans que nous y pensions. Dans ce devoir, je vais expliquer "
    "leur rôle dans l'agriculture et les raisons de leur déclin.\n\n"
    "Les abeilles assurent la pollinisation d'environ un tiers des cultures dont nous nous nourrissons. Sans "
    "elles, les récoltes de pommes, d'amandes, de myrtilles et de café diminueraient de façon spectaculaire. "
    "Dans de nombreuses régions, les agriculteurs louent déjà des ruches chaque printemps pour que leurs "
    "vergers donnent assez de fruits. On estime la valeur économique de ce service gratuit à plus de deux "
    "cents milliards de dollars par an.\n\n"
    "Pour conclure, je pense que nous devons tous nous sentir concernés par ce problème, car notre "
    "alimentation en dépend.\n"
)
#: An honest essay in Spanish on the same facts, quoting the source with a citation.
HONEST = (
    "Elegí este tema porque en mi barrio han abierto un huerto urbano con colmenas.\n\n"
    "Según una página web, las abejas polinizan \"about a third of the food crops\" (Why bees matter). En el "
    "huerto de mi barrio he visto abejorros en las tomateras, y el encargado me explicó que hacen vibrar las "
    "flores para soltar el polen. La misma fuente dice que desde 2006 se pierden muchas colonias, \"almost "
    "forty percent of the hives\" en algunos años. Yo he contado en una mañana unas treinta abejas silvestres "
    "distintas en el huerto.\n\n"
    "Creo que los huertos urbanos son una buena idea para las ciudades.\n"
)


def _scan(folder: Path, files: dict[str, str], sources: tuple[str, ...] = ()):
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    settings = ScanSettings(source_paths=tuple(str((folder / name).resolve()) for name in sources))
    result = run_scan([folder], settings)
    names = {d.id: d.path.split("/")[-1] for d in result.documents}
    return result, {frozenset((names[p.a], names[p.b])): p for p in result.pairs_above(settings.threshold)}


def test_each_document_language_is_recognised():
    words = {0: text_words(SOURCE), 1: text_words(TRANSLATION), 2: text_words(HONEST), 3: text_words("Bees.")}
    languages = document_languages(words)
    assert languages == {0: "english", 1: "french", 2: "spanish", 3: ""}
    assert translated_languages(languages) == {"english", "french", "spanish"}
    assert translated_languages({0: "english", 1: "english", 2: ""}) == set()  # one language: nothing to translate


#: A Turkish encyclopaedia paragraph: few of its most frequent words are function words (a language of suffixes).
TURKISH = (
    "Yanardağ, yerin derinliklerinde oluşan erimiş kayacın, gazların ve katı parçacıkların yeryüzüne çıktığı "
    "açıklık ile bu malzemelerin birikmesiyle zamanla yükselen yer şeklidir. Yer kabuğunun altında bulunan manto, "
    "büyük ölçüde katı olmasına karşın yüksek sıcaklık ve basınç altında çok yavaş akabilen kayaçlardan oluşur. "
    "Manto ya da kabuk içinde kısmi ergime sonucu ortaya çıkan ve yer altında bulunan erimiş kayaca magma, yüzeye "
    "ulaştıktan sonra ise lav adı verilir. Magma, çevresindeki katı kayaçlardan daha az yoğun olduğu için "
    "yükselir ve bir süre yerin altındaki odalarda birikir."
)


def test_a_turkish_text_is_recognised_from_its_repaired_stop_words():
    from plagcheck.engine.reworded.lexicon import stop_word_lists

    turkish = stop_word_lists()["turkish"]
    assert {"alti", "şey", "için", "olarak"} <= turkish  # "altý", "þey" as the package spells them; "olarak" added
    assert not any(letter in word for word in turkish for letter in "ýþð")  # Windows-1254 read as Latin-1, repaired
    assert document_languages({0: text_words(TURKISH), 1: text_words(SOURCE)}) == {0: "turkish", 1: "english"}


#: A Turkish essay whose function words are mostly those the package spells in Windows-1254 read as Latin-1
#: ("şu" as "þu", "altı" as "altý", "bir şey", "nasıl", "bazı", "onların").
TURKISH_ESSAY = (
    "Bu ödevde şunu anlatmak istiyorum: arılar tarım için çok önemli, ama onların sayısı her yıl azalıyor. "
    "Nasıl bir şey olduğunu şu örnekle anlatayım. Dedem köyde altı kovan arı besliyor ve bazı kovanlar kışı "
    "çıkaramıyor. Bunun nedeni sadece ilaçlar değil, şu da var: tarlalarda artık eskisi kadar çiçek yok. "
    "Onların yaşaması için bir şey yapmamız gerekiyor, yoksa meyve ve sebze de azalacak."
)


def test_a_turkish_class_is_recognised_by_the_reworded_engine_from_the_same_repaired_list():
    from collections import Counter

    from plagcheck.engine.reworded.lexicon import LANGUAGE_WORDS, detect_language, stop_word_lists
    from plagcheck.engine.text.normalize import normalize_word

    assert {"şu", "nasil", "bazi", "altmiş"} <= stop_word_lists()["turkish"]
    words = Counter(normalize_word(word) for word in TURKISH_ESSAY.replace(",", " ").replace(".", " ")
                    .replace(":", " ").split())
    # The list as the package spells it covers 21% of these words, under LANGUAGE_MIN_COVER; repaired, 49%.
    assert detect_language(dict(words.most_common(LANGUAGE_WORDS))) == "turkish"


def test_a_translated_paragraph_is_found_with_both_languages(tmp_path):
    result, listed = _scan(tmp_path, {"source.txt": SOURCE, "student.txt": TRANSLATION, "honest.txt": HONEST},
                           sources=("source.txt",))
    pair = listed[frozenset(("source.txt", "student.txt"))]
    translated = [p for p in pair.passages if p.kind == "translated"]
    assert len(translated) == 1
    passage = translated[0]
    student_is_a = result.document(pair.a).path.endswith("student.txt")
    student_side = (passage.a_start, passage.a_end) if student_is_a else (passage.b_start, passage.b_end)
    planted = TRANSLATION.index("Les abeilles assurent"), TRANSLATION.index("Pour conclure")
    assert student_side[0] < planted[1] and planted[0] < student_side[1]
    assert set(passage.languages) == {"french", "english"}
    assert pair.score > 0.3
    # The JSON names both languages, and reads back the same.
    data = result_to_dict(result)
    shown = [q for p in data["pairs"] for q in p["passages"] if q["kind"] == "translated"]
    assert sorted(shown[0]["languages"]) == ["english", "french"]
    assert result_from_dict(data).pairs == result.pairs


def test_an_honest_essay_in_another_language_citing_the_source_is_not_listed(tmp_path):
    _, listed = _scan(tmp_path, {"source.txt": SOURCE, "honest.txt": HONEST, "student.txt": TRANSLATION},
                      sources=("source.txt",))
    assert not any("honest.txt" in pair for pair in listed)


def test_a_class_in_one_language_reads_no_lexicon(tmp_path, monkeypatch):
    opened = []
    monkeypatch.setattr(LexiconFiles, "_lines", lambda self, name: opened.append(name) or [])
    _, listed = _scan(tmp_path, {"source.txt": SOURCE, "copy.txt": "My essay.\n\n" + SOURCE.split("\n\n")[1]})
    assert frozenset(("source.txt", "copy.txt")) in listed
    assert opened == []


def test_the_label_names_the_languages():
    passage = Passage(0, 10, 0, 10, 0, 30, 30, "translated", 0.5, languages=("english", "french"))
    assert kind_text(passage) == "translated (French ← English)"
    passage = Passage(0, 10, 0, 10, 0, 30, 30, "translated", 0.5, languages=("german", "spanish"))
    assert kind_text(passage) == "translated (German ↔ Spanish)"
    assert kind_text(Passage(0, 10, 0, 10, 5, 30, 30)) == "copied"


def test_pivot_lexicons_load_each_language_alone():
    files = LexiconFiles()
    french = files.senses("french")
    english = files.english()
    assert french and files.senses("english") == {}
    assert english.get("eat") in french["mang"]  # "manger" -> eat
    assert english.stem(english.get("eat")) == "eat" and english.get("no such stem") is None
    assert list(files._languages) == ["fra"]
    assert files.everyday().dtype == np.bool_ and files.everyday().size == len(english)


INES = (
    "Empecé a interesarme por las abejas después de ver un documental.\n\n"
    "Desde el invierno de 2006, los apicultores de Norteamérica y Europa cuentan que han perdido una gran "
    "cantidad de colonias. Algunos años, casi el cuarenta por ciento de las colmenas no llegó a la primavera. "
    "En el documental, un apicultor lloraba delante de sus cajas vacías. Los científicos llaman síndrome de "
    "colapso de las colonias a esta desaparición repentina de las abejas obreras. Las abejas adultas "
    "simplemente se esfuman y dejan atrás a la reina, la miel y las crías.\n\n"
    "Desde entonces compro miel solo a apicultores de mi zona.\n"
)
PABLO = (
    "La desaparición de las abejas es un problema grave del que se habla poco.\n\n"
    "Desde 2006, los apicultores de Norteamérica y Europa pierden muchas colonias, y algunos años casi el "
    "cuarenta por ciento de las colmenas no sobrevive al invierno: las abejas obreras desaparecen y dejan "
    "atrás a la reina y la miel. Los científicos creen que no hay una sola causa. Los neonicotinoides "
    "debilitan la memoria de las abejas, un ácaro parásito transmite virus entre colonias y los grandes "
    "monocultivos solo dan flores unas pocas semanas.\n\n"
    "Hay que actuar pronto, antes de que sea demasiado tarde.\n"
)


def test_two_students_translating_one_source_are_listed_with_it_not_with_each_other(tmp_path):
    _, listed = _scan(tmp_path, {"source.txt": SOURCE, "ines.txt": INES, "pablo.txt": PABLO,
                                 "student.txt": TRANSLATION, "honest.txt": HONEST}, sources=("source.txt",))
    assert frozenset(("ines.txt", "pablo.txt")) not in listed
    for student in ("ines.txt", "pablo.txt"):
        assert any(p.kind == "translated" for p in listed[frozenset((student, "source.txt"))].passages)


def test_evidence_rules_of_one_language_are_unchanged():
    from plagcheck.engine.reworded import passages

    rules = passages.EvidenceRules()
    assert (rules.own_cosine, rules.clear_cosine, rules.slight_alone) == (
        passages.OWN_COSINE, passages.CLEAR_COSINE, False)


def test_a_lexicon_under_another_licence_numbers_its_own_english_stems():
    files = LexiconFiles()
    listed = len(files.english())
    indonesian = files.senses("indonesian")  # CC BY-SA 3.0: its English stems are not all in english.tsv.gz
    english = files.english()
    assert len(english) > listed
    assert files.everyday().size == len(english)
    assert english.get("honey") in indonesian["madu"]
    numbers = {n for senses in indonesian.values() for n in senses}
    assert max(numbers) >= listed  # a stem only eng-ind gives, numbered after the listed ones


def test_each_document_is_paired_with_the_nearest_documents_of_other_languages():
    from plagcheck.engine.candidates import NEAREST_CANDIDATES, nearest_translated_pairs

    # Documents 0-5 in French, 6-11 in Spanish; French document n shares rare senses 100+n with Spanish
    # document 6+n only, and every document holds the topic's sense 1 (held by most: weighs nothing).
    terms = {doc: np.array(sorted({1, 100 + doc % 6, 200 + doc}), dtype=np.int32) for doc in range(12)}
    languages = {doc: "french" if doc < 6 else "spanish" for doc in range(12)}
    weights = np.ones(300)
    pairs = nearest_translated_pairs(terms, weights, languages)
    assert {(n, n + 6) for n in range(6)} <= set(pairs)
    assert all(languages[a] != languages[b] for a, b in pairs)
    assert all(sum(doc in pair for pair in pairs) <= 2 * NEAREST_CANDIDATES for doc in range(12))
    assert nearest_translated_pairs({0: terms[0]}, weights, languages) == []


def test_a_turkish_translation_is_found_though_shorter_in_words(tmp_path):
    from plagcheck.engine.reworded.passages import MIN_REWORDED_WORDS

    source = (
        "Flowers and their pollinators have evolved together over millions of years. Bright colours, sweet scents "
        "and patterns visible only in ultraviolet light guide insects towards the nectar. In return, the visitors "
        "carry pollen to the next flower. Some orchids even imitate the shape of a female insect to attract "
        "males.\n\nThe first honey bees were brought to the Americas by European settlers in the seventeenth "
        "century. Today commercial beekeepers move millions of hives across the continent by truck to follow "
        "the flowering of crops. This practice increases yields but also spreads diseases between colonies.\n")
    student = (
        "Bu ödevde arıların tarım için neden önemli olduğunu anlatacağım. Küçükken arılardan çok korkardım, ama "
        "dedemin bahçesinde onları izlemeyi sevdim.\n\n"
        "Çiçekler ve onları tozlaştıran canlılar milyonlarca yıl boyunca birlikte evrimleşmiştir. Parlak renkler, "
        "tatlı kokular ve yalnızca morötesi ışıkta görülebilen desenler böcekleri nektara yönlendirir.\n\n"
        "Bence herkes bu konuda bilinçlenmeli. Okulumuzda bu yıl küçük bir çiçek bahçesi kurmak istiyoruz.\n")
    english_words = len(" ".join(source.split(". ")[:2]).split())
    turkish_words = len(student.split("\n\n")[1].split())
    assert turkish_words < MIN_REWORDED_WORDS <= english_words  # the same two sentences, in fewer words
    _, listed = _scan(tmp_path, {"source.txt": source, "student.txt": student}, sources=("source.txt",))
    pair = listed[frozenset(("source.txt", "student.txt"))]
    assert [(p.kind, set(p.languages)) for p in pair.passages] == [("translated", {"turkish", "english"})]


#: A French student's summary of the source's first and last paragraphs (sentences 1-4 and 13-16 of it):
#: its second sentence renders two of the source's.
SUMMARY = (
    "Mon grand-père était apiculteur dans les Cévennes et il m'a transmis sa passion.\n\n"
    "Les abeilles pollinisent près d'un tiers de ce que nous mangeons, et sans elles les récoltes de pommes, "
    "d'amandes et de café s'effondreraient. Chacun peut pourtant les aider : des fleurs locales plantées dans "
    "un jardin ou sur un balcon les nourrissent du printemps à l'automne, et un coin de pelouse non tondu abrite "
    "les abeilles sauvages qui nichent dans le sol. Acheter du miel à un apiculteur du coin soutient aussi ceux "
    "qui s'occupent des colonies.\n\n"
    "Si chacun fait un petit geste, les abeilles s'en porteront mieux.\n"
)


def test_a_summary_of_paragraphs_far_apart_in_the_source_is_found(tmp_path):
    result, listed = _scan(tmp_path, {"source.txt": SOURCE, "summary.txt": SUMMARY, "honest.txt": HONEST},
                           sources=("source.txt",))
    pair = listed[frozenset(("source.txt", "summary.txt"))]
    translated = [p for p in pair.passages if p.kind == "translated"]
    assert translated and all(set(p.languages) == {"french", "english"} for p in translated)
    summary_is_a = next(d for d in result.documents if d.id == pair.a).path.endswith("summary.txt")
    starts = [p.a_start if summary_is_a else p.b_start for p in translated]
    ends = [p.a_end if summary_is_a else p.b_end for p in translated]
    # The whole summary, from its sentence on the source's first paragraph to those on its last.
    assert min(starts) <= SUMMARY.index("Les abeilles pollinisent") < SUMMARY.index("Acheter du miel") < max(ends)
    assert frozenset(("honest.txt", "summary.txt")) not in listed


def test_a_run_of_the_copy_is_one_cluster_wherever_its_twins_lie_going_forward():
    from plagcheck.engine.reworded.translated import COPY_GAP, _clusters

    def clusters(links):
        copy, twins, cosine = (np.array(column) for column in zip(*links))
        return [list(zip(c.copy.tolist(), c.twins.tolist())) for c in _clusters(
            copy, twins, cosine.astype(float), np.ones(len(links), dtype=np.int64))]

    # A summary: its sentences render the source's 1st, then its 13th and 14th (one sentence renders two).
    assert clusters([(1, 1, 0.5), (2, 13, 0.4), (2, 14, 0.38), (3, 15, 0.5)]) == [[(1, 1), (2, 13), (2, 14), (3, 15)]]
    # A paragraph's sentences reordered: back and forth within a few sentences.
    assert len(clusters([(1, 11, 0.5), (2, 9, 0.5), (3, 8, 0.5)])) == 1
    # Matches here and there in two texts on one subject: far back is another cluster.
    assert len(clusters([(3, 16, 0.4), (4, 6, 0.4), (5, 9, 0.5)])) == 2
    # A seed to a sentence far from the twin of the sentence's best seed is no link.
    assert clusters([(1, 4, 0.6), (1, 12, 0.3), (2, 5, 0.5)]) == [[(1, 4), (2, 5)]]
    # An unlinked sentence of the student's own between two linked ones; two are a gap.
    assert len(clusters([(1, 4, 0.5), (1 + COPY_GAP + 1, 5, 0.5)])) == 1
    assert len(clusters([(1, 4, 0.5), (1 + COPY_GAP + 2, 5, 0.5)])) == 2


def test_independent_texts_on_one_subject_in_three_languages_share_no_translated_passage(tmp_path):
    """The sources and honest essays of bench/data/multilingual in German, Spanish and Turkish: six subjects,
    each written independently in each language, some telling the same facts in the same order."""
    corpus = Path(__file__).resolve().parents[2] / "bench" / "data" / "multilingual"
    files = {f"{language}_{part}_{path.name}": path.read_text(encoding="utf-8")
             for language in ("de", "es", "tr") for part in ("sources", "honest")
             for path in sorted((corpus / language / part).glob("*.txt"))}
    assert len(files) == 36
    result, _ = _scan(tmp_path, files)
    assert not [pair for pair in result.pairs if any(p.kind == "translated" for p in pair.passages)]


def test_italian_words_freedict_lacks_are_read_through_apertiums_supplement():
    from plagcheck.engine.reworded.pivot import SUPPLEMENTS

    files = LexiconFiles()
    italian, english = files.senses("italian"), files.english()
    # "ape" (bee) and "polline" (pollen) are in no FreeDict dictionary of Italian's.
    assert english.get("bee") in italian["ape"] and english.get("pollen") in italian["pollin"]
    supplement = {row[0] for row in files._lines(SUPPLEMENTS["ita"][0])}
    own = {row[0] for row in files._lines("ita")}
    # A stem FreeDict gives keeps FreeDict's senses only.
    stem, glosses = next(row for row in files._lines("ita") if row[0] in supplement)
    assert tuple(english.numbers(glosses.split(" ")).tolist()) == italian[stem]
    assert len(own) < len(italian) <= len(own | supplement)


HONEST_ITALIAN = (
    "Ho scelto questo argomento perché mio zio tiene due arnie in campagna.\n\n"
    "Secondo una pagina web, le api impollinano \"about a third of the food crops\" (Why bees matter). Mio zio "
    "dice che quest'anno ha perso uno dei suoi sciami durante l'inverno, e che i vicini hanno avuto lo stesso "
    "problema. La stessa fonte ricorda che dal 2006 si perdono molte colonie, \"almost forty percent of the "
    "hives\" in certi anni. In primavera abbiamo piantato lavanda e rosmarino nel suo orto per dare da mangiare "
    "alle api.\n\n"
    "Penso che ognuno possa fare qualcosa per loro.\n"
)


def test_italian_translations_of_the_bench_class_are_found_and_an_honest_italian_essay_is_not(tmp_path):
    # bench_translated.py's class (seed 0): with FreeDict's Italian alone, the faithful, reordered and
    # summarised Italian translations of the English sources were missed.
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from translated_classes import build

    cases = [case for case in build(tmp_path) if case.languages == ("italian", "english") and case.kind != "verbatim"]
    (tmp_path / "honest_italian.txt").write_text(HONEST_ITALIAN, encoding="utf-8")
    sources = ("source_web.txt", "source_article.txt")
    result = run_scan([tmp_path], ScanSettings(source_paths=tuple(str(tmp_path / name) for name in sources)))
    names = {d.id: Path(d.path).name for d in result.documents}
    listed = {frozenset((names[p.a], names[p.b])): p for p in result.pairs_above(result.settings.threshold)}
    assert {case.kind for case in cases} >= {"faithful", "reordered", "summary"}
    for case in cases:
        pair = listed.get(frozenset((case.student, case.source)))
        assert pair is not None and any(p.kind == "translated" for p in pair.passages), case
    assert not [pair for pair in listed if "honest_italian.txt" in pair]


def _document(sentences: list[list[int]], openers: list[bool]):
    """Return a ContentDocument of these sentences of terms (every term rare), with these paragraph openers."""
    from plagcheck.engine.reworded.content import ContentDocument

    terms = np.array([term for sentence in sentences for term in sentence], dtype=np.int32)
    starts = np.cumsum([0] + [len(sentence) for sentence in sentences[:-1]]).astype(np.int64)
    offsets = np.arange(terms.size, dtype=np.int64) * 10
    return ContentDocument(terms, offsets, offsets + 5, starts, openers=np.array(openers))


def test_a_paragraph_reordered_with_one_sentence_left_out_is_linked_whatever_the_order():
    from plagcheck.engine.reworded.translated import _Cluster, _paragraph_rendered

    # The copy's paragraph renders the other's sentences 1, 3 and 0 (sentence 2 left out); one strong seed.
    copy = _document([[1, 2, 3, 20], [4, 5, 21], [7, 8, 22]], [True, False, False])
    other = _document([[7, 8, 10], [1, 2, 3, 11], [12, 13], [4, 5, 14]], [True, False, False, False])
    seed = _Cluster(np.array([0]), np.array([1]), np.array([0.45]), np.array([3]))
    linked = _paragraph_rendered(seed, copy, other)
    assert linked is not None
    assert list(zip(linked.copy.tolist(), linked.twins.tolist())) == [(0, 1), (1, 3), (2, 0)]
    assert linked.cosine.tolist() == [0.45, 0.0, 0.0]
    # A sentence of the paragraph rendering none of the other's: not a paragraph rendered sentence for sentence.
    own = _document([[1, 2, 3, 20], [4, 5, 21], [30, 31, 32]], [True, False, False])
    assert _paragraph_rendered(seed, own, other) is None
    # Two sentences rendering one source sentence (anchored to it) are no link: two students' translations.
    anchors = np.array([1 << 32 | 0, 1 << 32 | 3, 1 << 32 | 2])
    anchored_copy = replace(copy, anchors=anchors, anchor_cosine=np.full(3, 0.5))
    anchored_other = replace(other, anchors=np.array([1 << 32 | 2, 1 << 32 | 0, 1 << 32 | 1, 1 << 32 | 3]),
                             anchor_cosine=np.full(4, 0.5))
    assert _paragraph_rendered(seed, anchored_copy, anchored_other) is None
    # A paragraph of two sentences is too short to tell.
    short = _document([[1, 2, 3, 20], [4, 5, 21]], [True, False])
    assert _paragraph_rendered(seed, short, other) is None


def test_reordered_translations_and_a_translation_between_two_minority_languages_are_found(tmp_path):
    # bench_translated.py's class (seed 1). On main: the Indonesian and Turkish reordered paragraphs each held
    # one strong seed, their other sentences beside sentences they do not render; the Portuguese student's
    # translation of a Dutch classmate's story took the class's senses ("pessoas", people, as "some": a
    # function word) and was missed.
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from translated_classes import all_students, build, common_origin, honest_students

    cases = {(case.student, case.source): case for case in build(tmp_path, 1)}
    sources = ("source_web.txt", "source_article.txt")
    result = run_scan([tmp_path], ScanSettings(source_paths=tuple(str(tmp_path / name) for name in sources)))
    names = {d.id: Path(d.path).name for d in result.documents}
    listed = {frozenset((names[p.a], names[p.b])): p for p in result.pairs_above(result.settings.threshold)}
    for student, source in (("id_budi.txt", "source_article.txt"), ("tr_reordered.txt", "source_article.txt"),
                            ("pt_classmate.txt", "nl_story.txt")):
        case = cases[(student, source)]
        pair = listed.get(frozenset((student, source)))
        assert pair is not None, case
        student_is_a = names[pair.a] == student
        assert any(p.kind == "translated" and (p.a_start if student_is_a else p.b_start) < case.end
                   and case.start < (p.a_end if student_is_a else p.b_end) for p in pair.passages), case
    students = all_students(1)
    honest = {f"{name}.txt" for name in honest_students(students)}
    assert not [pair for pair in listed if pair & honest]
    assert not [pair for pair in common_origin(students) if frozenset(f"{name}.txt" for name in pair) in listed]


#: Two honest essays, in Spanish and German, telling facts of the English sources (bumblebees shaking pollen
#: loose from tomato flowers, twenty thousand species of bees living alone, wild bees nesting in the ground)
#: in their own sentences, each a paragraph of four.
HONEST_SAME_FACTS = {
    "honest_es.txt": (
        "Este verano ayudé a mi tía en su invernadero de tomates cerca de Almería.\n\n"
        "En el invernadero no hay abejas de miel, sino abejorros que llegan en cajas de cartón. Mi tía me contó "
        "que los abejorros hacen vibrar las flores del tomate y así cae el polen. Leí que existen más de veinte "
        "mil especies de abejas y que casi todas viven solas. Por eso en el borde del invernadero dejamos un "
        "trozo de tierra sin labrar, donde anidan las abejas silvestres.\n\n"
        "Ahora miro las flores del huerto de otra manera.\n"),
    "honest_de.txt": (
        "Mein Onkel baut in der Nähe von Bozen Äpfel an, und ich habe ihn in den Osterferien besucht.\n\n"
        "Im Frühling stellt er Bienenstöcke zwischen die Apfelbäume, die er von einem Imker mietet. Er sagte "
        "mir, dass Wildbienen die Blüten oft besser bestäuben als Honigbienen. Am Rand der Wiese lässt er "
        "deshalb das Gras wachsen, damit die Wildbienen im Boden nisten können. Es gibt übrigens mehr als "
        "zwanzigtausend Bienenarten, und die meisten leben allein.\n\n"
        "Ich finde, jeder Garten kann ein bisschen helfen.\n"),
}


def test_honest_essays_telling_the_same_facts_in_two_languages_are_not_listed(tmp_path):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    from translated_classes import SOURCE_ARTICLE, SOURCE_WEB

    files = {"source_web.txt": "Why bees matter\n\n" + "\n\n".join(SOURCE_WEB) + "\n",
             "source_article.txt": "Pollination\n\n" + "\n\n".join(SOURCE_ARTICLE) + "\n",
             "student.txt": TRANSLATION, **HONEST_SAME_FACTS}
    _, listed = _scan(tmp_path, files, sources=("source_web.txt", "source_article.txt"))
    assert frozenset(("student.txt", "source_web.txt")) in listed  # translated matching is at work
    assert not [pair for pair in listed if pair & set(HONEST_SAME_FACTS)]
