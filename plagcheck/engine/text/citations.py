"""Legitimately shared text: quotations, the citations beside them, and reference lists.

All are found as character ranges of a document's text, so they can be shown in their own style and left
out of the comparison. Quotations are in marks of any typography (quotation_marks.py), or block quotations
the file formats as such (or a plain text indents). A quotation is *cited* when a citation stands beside it:
a bracketed author and year or author and page in the sentence before or after it (APA and Harvard
"(Hartley, 2023, p. 4)", "Hartley (2023) writes", MLA "(Hartley 4)"), a numbered reference ("[3]", IEEE and
Vancouver), a note mark just after it (Chicago notes: a superscript number, which the readers of .docx and
.odt write for a note's anchor, or a typed "^3"), or its source named in its sentence by a signal phrase
("According to Hartley", "Comme l'écrit Vasseur": signal_phrases.py). A cited quotation is honest use of a
source and is left out of the comparison by default (ScanSettings.exclude_cited_quotes); a quotation with no
citation beside it counts like any other text.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Sequence

from plagcheck.engine.text.assignment_words import QUESTION_TOP_WORDS, asked_sentences
from plagcheck.engine.text.quotation_marks import MAX_QUOTE_CHARS, SPACES, marks_in, quotations_in
from plagcheck.engine.text.reference_lists import unnamed_reference_list
from plagcheck.engine.text.signal_phrases import (
    capitalised_names, ends_on_the_source, names_a_source, names_someone, trigger_positions)

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")
_NO_BREAK_SPACES = "\u00a0\u202f\u2009\u2007"
#: Marks a sentence may start with.
_OPENING_MARKS = "“„«»‘‚‹›「『〝❝❛‟”＂\"'(["
#: A paragraph break between these goes through a sentence (_paragraphs).
_MID_SENTENCE_BEFORE = re.compile(r"[^\W_]|,")
_MID_SENTENCE_AFTER = re.compile(r"[^\W\d_](?<=[a-zß-ÿ\u0100-\u024f\u03ac-\u03ce\u0400-\u04ff])")


def _one_of(listing: str) -> str:
    """Return a group matching any of the words of `listing` ("(a|b|c)"), written as their prefix tree: the
    regex engine tries an alternation's words one by one, and a reference-list heading is looked for at every
    line break, so the shared prefixes are read once (PAN 2k: 200 headings cost what 100 cost as a list)."""
    tree: dict = {}
    for word in listing.strip("()").split("|"):
        node = tree
        for character in word:
            node = node.setdefault(character, {})
        node[""] = {}

    def pattern(node: dict) -> str:
        branches = [re.escape(character) + pattern(child) for character, child in node.items() if character]
        if not branches:
            return ""
        alternation = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{alternation})?" if "" in node else alternation

    return "(" + pattern(tree) + ")"


#: The words of a reference list's heading, in the languages the benches use and the other languages of Europe.
_HEADING_WORDS = _one_of(
    r"(reference|references|reference list|bibliography|works cited|literature cited|sources|sources cited"
    r"|notes|endnotes|footnotes|notes and references"
    r"|literaturverzeichnis|literatur|quellenverzeichnis|quellen|bibliographie|anmerkungen|endnoten|fußnoten"
    r"|références|références bibliographiques|referencias|bibliografía|bibliografia|notas|notas finales"
    r"|riferimenti bibliografici|note|referenties|literatuurlijst|litteratur|litteraturförteckning"
    r"|kaynakça|kaynaklar|notlar|dipnotlar|bibliografi|daftar pustaka|pustaka|referensi|catatan"
    r"|catatan kaki|literatura|seznam literatury|poznámky|список литературы|литература|примечания"
    r"|список використаних джерел|література|примітки|المراجع|المصادر|الهوامش|منابع|منابع و مآخذ"
    r"|پانویس|संदर्भ|संदर्भ सूची|टिप्पणियाँ|literatura|izvori|bilješke"
    # MLA's and other styles' headings in the languages the benches use
    r"|works consulted|obras citadas|trabajos citados|fuentes|fuentes consultadas|referencias bibliográficas"
    r"|quellenangaben|literaturangaben|verwendete literatur|ouvrages cités|sources citées|opere citate|fonti"
    r"|bronnen|bronvermelding|geraadpleegde werken|referências|fontes|obras consultadas|daftar rujukan"
    r"|daftar referensi|sumber|sumber rujukan|yararlanılan kaynaklar|referanslar|alıntılanan eserler"
    r"|sitografia|bibliografia e sitografia|referências bibliográficas|bronnenlijst|geciteerde werken"
    r"|bibliografie|noten|webographie|sitographie|bibliographie et sitographie|bibliographie et webographie"
    r"|sources consultées|webgrafía|internetquellen|online-quellen"
    # Polish, Slovak and Czech; Swedish, Danish and Norwegian; Finnish and Estonian; Hungarian; Romanian;
    # Catalan; Greek (with and without accents: headings are often set in capitals); Slovenian, the Baltic
    # languages, Bulgarian and Serbian
    r"|źródła|zrodla|przypisy|wykaz literatury|spis literatury|netografia|bibliografia i netografia"
    r"|źródła internetowe|literatura przedmiotu|zoznam literatúry|zoznam použitej literatúry|použitá literatúra"
    r"|literatúra|zdroje|pramene|poznámky pod čiarou|použitá literatura|seznam použité literatury|prameny"
    r"|källor|källförteckning|referenser|referenslista|noter|fotnoter|slutnoter|litteraturlista|kilder"
    r"|kildeliste|kildefortegnelse|litteraturliste|referencer|referanser|referanseliste|fodnoter|sluttnoter"
    r"|lähteet|lähdeluettelo|kirjallisuus|lähteet ja kirjallisuus|kirjallisuusluettelo|viitteet|alaviitteet"
    r"|kasutatud kirjandus|kasutatud allikad|allikad|viited"
    r"|irodalomjegyzék|felhasznált irodalom|felhasznált források|források|forrásjegyzék|hivatkozások|jegyzetek"
    r"|lábjegyzetek|bibliográfia|szakirodalom"
    r"|referințe|referinţe|referinte|referințe bibliografice|referinţe bibliografice|surse|note de subsol"
    r"|bibliografie selectivă|webografie"
    r"|referències|referències bibliogràfiques|fonts|webgrafia|obres citades"
    r"|βιβλιογραφία|βιβλιογραφια|βιβλιογραφικές αναφορές|βιβλιογραφικες αναφορες|αναφορές|αναφορες|πηγές|πηγες"
    r"|σημειώσεις|σημειωσεις|παραπομπές|παραπομπες|ελληνική βιβλιογραφία|ξενόγλωσση βιβλιογραφία"
    r"|viri|literatura in viri|literatūra|šaltiniai|literatūros sąrašas|izmantotā literatūra|avoti"
    r"|библиография|използвана литература|източници|литература и извори|извори)"
)
# A reference-list heading alone on its line, optionally numbered ("7. References", "VI Bibliography:", French
# "Bibliographie\u00a0:" with a no-break space before its colon),
# matched with the line break before it: a pattern starting with a literal is searched for much faster.
_BIBLIOGRAPHY_HEADING = re.compile(
    r"\n[ \t]*(?:[0-9IVXivx]+[.)]?[ \t]+)?" + _HEADING_WORDS + r"[ \t\u00a0\u202f]*:?[ \t\u00a0\u202f]*(?=\n|\Z)",
    re.IGNORECASE)
#: A heading that a PDF's reader glued to the end of the paragraph before it ("... improve.10 Notes"): after a
#: full stop and a note number, at the end of its line (looked for in each line's last GLUED_REACH characters).
_GLUED_HEADING = re.compile(r"[.!?][0-9⁰¹²³⁴⁵⁶⁷⁸⁹]{0,3}[ \t]+" + _HEADING_WORDS
                            + r"[ \t\u00a0\u202f]*:?[ \t\u00a0\u202f]*\Z", re.IGNORECASE)
GLUED_REACH = 40
#: A reference list starts in the last part of a document; an earlier heading is a table of contents.
BIBLIOGRAPHY_MIN_POSITION = 0.3
#: What a reference has: a year, a web address, or a page ("p. 4", "S. 12", "pp. 3-9") ...
_REFERENCE_MARK = re.compile(r"\d{4}|https?://|www\.|\b(?:pp?|S|s|pág|hlm|с|str|o|old|pag|pàg|σ|σελ)\.\s?\d")
#: ... or a note's number at its start ("1.", "[1]", "¹"); most of a list's paragraphs have one (a PDF may
#: break an entry over paragraphs).
_NOTE_NUMBER = re.compile(r"\s*(?:\d{1,3}[.)]|\[\d{1,3}\]|[⁰¹²³⁴⁵⁶⁷⁸⁹]+)\s")
REFERENCE_SHARE = 0.7
#: A citation is looked for this many characters before a quotation's opening mark and after its closing
#: mark (about a sentence), within its paragraph and never past a neighbouring quotation.
CITATION_REACH = 250
#: Quotations of fewer words than this are left as plain quotations: they hold no shingle of their own.
MIN_CITED_WORDS = 4
#: A quotation in marks of more words than this, or whose marks face the wrong way ('" word' opening, 'word "'
#: closing), is taken for a stray mark paired with another, not a quotation, and is never cited: leaving it
#: out would hide what lies between (a web page's stray '"' paired with one 1,900 characters on hid a
#: copied paragraph). A block quotation the file formats as such has no such limit.
MAX_CITED_WORDS = 120
_YEAR = r"\d{4}[a-z]?"  # in any digits: Arabic-Indic, Persian and Devanagari years are years too
# "no date" and "the same work" in the benches' languages: n.d., o. J., s. f., t.t., t.y., ibid., ebd., ibíd.;
# and in others: b.d. and b.r. (Polish, Slovak), u.å. (Swedish, Danish, Norwegian), é.n. (Hungarian), f.a.
# (Romanian), s.d. (Catalan), χ.χ. (Greek), tamże, tamže and tamtéž, uo. (Hungarian), ό.π. (Greek)
_NO_DATE = (r"(?:n\.\s?d\.|o\.\s?J\.|s\.\s?f\.|t\.\s?[ty]\.|ib[ií]d\.?|ebd\.?|a\.\s?g\.\s?e\."
            r"|\bb\.\s?[dr]\.|\bu\.\s?å\.|\bé\.\s?n\.|\bf\.\s?a\.|\bs\.\s?d\.|\bχ\.\s?χ\.|\btam[żž]e\b|\btamtéž\b"
            r"|\buo\.|\bό\.\s?π\.)")
# An author's name (a capitalised word in any alphabet) followed by a page, as MLA writes "(Hartley 4)".
_AUTHOR_PAGE = r"[^\W\d_][^\W\d_'’-]*[^()\n]{0,60}?\s\d{1,4}(?:\s?[-–]\s?\d{1,4})?"
#: A citation: a bracket holding a year, "no date", an author and a page or bare reference numbers; a square
#: bracket of reference numbers; or a superscript note number.
_CITATION = re.compile(
    r"\((?=[^()\n]{0,120}\))[^()\n]*?(?:\b" + _YEAR + r"\b|" + _NO_DATE + r"|" + _AUTHOR_PAGE + r"\s*\)"
    r"|\d{1,3}(?:\s?[,;–-]\s?\d{1,3})*\s*\))"
    r"|\[\s?\d{1,3}(?:\s?[,;–-]\s?\d{1,3})*(?:\s?,[^\]\n]{1,25})?\s?\]"
    r"|[⁰¹²³⁴⁵⁶⁷⁸⁹]+|\[?\^(?:\d{1,3}\b|\w{1,12}\])"  # a superscript, or typed "^3", or Markdown's "[^3]"
)
#: An author named alone in brackets, as MLA cites a source without pages ("(Hartley)", "(Pollinator
#: Partnership UK)"): a citation only right after a quotation.
_AUTHOR_ALONE = r"\((?:[^\W\d_a-z][^\W\d_]*+[.'’-]?\s?){1,4}+\)"
#: ... or at the end of a block quotation, before its full stop ("... small but important steps (Kaya).").
_AUTHOR_ENDING_BLOCK = re.compile(r"\s" + _AUTHOR_ALONE + r"\.?\s*$")
#: A citation right after a quotation's closing mark, which may hold a quoted title ("(Hartley, “Bees” 12)").
_CITATION_NEXT = re.compile(r"[.,;:]?\s{0,4}(?:" + _CITATION.pattern + "|" + _AUTHOR_ALONE + ")")
#: A full stop, question or exclamation mark (with any closing marks) and the space after it: a sentence may
#: end there (_opens_sentence decides).
#: (A footnote's mark after the full stop, "görür.⁸ ", "rubble.[8] ", is still the sentence's.)
_SENTENCE_BREAK = re.compile(r"[.!?…؟।。]+(?:[\"'”’»«“›‹」』)\]\s\u00b9\u00b2\u00b3\u2070-\u2079]|\[\d{1,3}\])*\s")
#: A citation anywhere in a text (citation_marks).
_NAME = r"[^\W\d_a-z][^\W\d_'’-]*(?:['’-][^\W\d_]+)?"  # a word starting with a capital (or no case)
_YEAR_OR_PAGE = (r"(?:\d{4}[a-z]?|" + _NO_DATE + r")(?:[,،]\s?(?:pp?|S|s|pág|págs|hlm|с|ص|str|o|old|pag|pàg|σ|σελ)"
                 r"\.?\s?\d{1,4}(?:[-–]\d{1,4})?)?"
                 r"|\d{1,4}(?:[-–]\d{1,4})?")
#: Small words inside an organisation's name ("Observatorio del Turismo Sostenible", "Instituto del Agua y el
#: Clima", "Centre for the Study of ...", "Institut für ...", "Badan untuk ...", "Osservatorio Nazionale sulle
#: Aree Interne", "Observatoire pour la ...").
_PARTICLE = (r"(?:of|the|for|on|de|del|des|du|la|le|les|el|los|las|al|der|die|das|den|dem|für|zur|zum"
             r"|van|von|voor|het|di|da|do|dos|e|et|i|untuk|bagi|için"
             r"|sulle|sulla|sul|sugli|della|delle|dello|degli|dei|per|para|pour|sur|aux|au|en|em|na|nas|no|nos"
             r"|a|o|as|os|over|tentang|för|och|og|pentru|din|și|şi|pre|nad|και|του|της|των)(?=\s)")
#: A citation naming its source in brackets: an author (or organisation) and a year or page, or an author
#: alone before a mark. Both begin with "(", which the regex engine skips ahead to. The repetitions are
#: possessive: a name word or connector taken is never given back, so a bracket that opens a long run of
#: names, connectors or capitals and never closes costs one pass, not a search over every way to split it.
_NAMED_CITATION = re.compile(
    r"\(\s?(?:see\s|cf\.\s|vgl\.\s)?" + _NAME
    + r"(?:[\s,،]+(?:et al\.|u\. a\.|y col\.|dkk\.|vd\.|i in\.|m\.\s?fl\.|mfl\.|ym\.|mtsai\.|a kol\.|κ\.ά\."
    r"|and|&|y|und|ve|dan|и|та|ja|és|" + _PARTICLE + r"|"
    + _NAME + r"))*+(?:[,،]\s?|\s)" + r"(?:" + _YEAR_OR_PAGE + r")\s?\)"
    r"|\((?:" + _NAME + r"\s?){1,4}+\)(?=\s?[.,;:])")
#: ... or an author before a bracketed year ("Hartley (2023)"): found by its bracket, then the name before it.
_BRACKETED_YEAR = re.compile(r"\(\d{4}[a-z]?(?:,\s?(?:pp?|S|s|pág|hlm|с|str|o|old|pag|pàg|σ|σελ)\.?\s?\d{1,4})?\)")
_NAME_BEFORE = re.compile(_NAME + r"\s$")
#: Capitalised words in brackets that name no source: figures, tables, chapters, months (benches' languages and
#: Polish, Slovak, Czech, Swedish, Danish, Norwegian, Finnish, Hungarian, Romanian, Catalan, Greek). Folded.
_NOT_SOURCES = frozenset("""see cf vgl figure fig table chapter section page appendix part volume abbildung abb
tabelle kapitel seite anhang figura tabla capítulo página anexo gambar tabel bab halaman lampiran şekil tablo
bölüm sayfa ek рис рисунок таблица глава january february march april may june july august september october
november december januar februar märz juni juli oktober dezember enero febrero marzo abril mayo junio julio agosto
septiembre octubre noviembre diciembre januari februari maret mei juni juli agustus oktober desember ocak şubat
mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık
rys rysunek tabela rozdział strona załącznik wykres styczeń stycznia luty lutego marzec marca kwiecień kwietnia maj
maja czerwiec czerwca lipiec lipca sierpień sierpnia wrzesień września październik października listopad listopada
grudzień grudnia obr obrázok obrázek tabuľka tabulka kapitola strana príloha příloha január február marec apríl máj
jún júl október leden únor březen duben květen červen červenec srpen září říjen prosinec
figur tabell tabel kapitel kapittel sida side bilaga bilag vedlegg januari mars augusti marts desember
kuva kuvio taulukko luku sivu liite tammikuu tammikuuta helmikuu helmikuuta maaliskuu maaliskuuta huhtikuu
huhtikuuta toukokuu toukokuuta kesäkuu kesäkuuta heinäkuu heinäkuuta elokuu elokuuta syyskuu syyskuuta lokakuu
lokakuuta marraskuu marraskuuta joulukuu joulukuuta
ábra táblázat fejezet oldal melléklet január február március április május június július augusztus szeptember
október
figura figură tabelul capitolul pagina anexa ianuarie februarie martie aprilie iunie iulie septembrie octombrie
noiembrie decembrie
taula capítol pàgina annex gener febrer març maig juny juliol agost setembre octubre novembre desembre
σχήμα εικόνα πίνακας πίνακα κεφάλαιο σελίδα παράρτημα ιανουάριος ιανουαρίου φεβρουάριος φεβρουαρίου μάρτιος
μαρτίου απρίλιος απριλίου μάιος μαΐου ιούνιος ιουνίου ιούλιος ιουλίου αύγουστος αυγούστου σεπτέμβριος
σεπτεμβρίου οκτώβριος οκτωβρίου νοέμβριος νοεμβρίου δεκέμβριος δεκεμβρίου""".casefold().split())


def _names_a_source(citation: str) -> bool:
    """Return True unless the citation's first word is an acronym ("IRRI") or names no source ("Figure")."""
    first = re.search(r"[^\W\d_]+", citation)
    if first is None:
        return False
    word = first.group(0)
    if word.casefold() in ("see", "cf", "vgl"):
        following = re.search(r"[^\W\d_]+", citation[first.end():])
        word = following.group(0) if following else ""
    return not (len(word) > 1 and word.isascii() and word.isupper()) and word.casefold() not in _NOT_SOURCES


#: Numbered references, counted only in a text with a reference list (web pages number theirs too).
_NUMBERED_CITATION = re.compile(r"\[\s?\d{1,3}(?:\s?[,;–-]\s?\d{1,3})*\s?\]|[⁰¹²³⁴⁵⁶⁷⁸⁹]+")
#: Vancouver's reference numbers in round brackets ("... long (1).", "(2, 3);"), after a word and before a
#: mark: only in a text whose reference list is numbered, and only numbers it lists. Followed by a word, a
#: bracketed number is more often an enumeration ("(1) the cost").
_ROUND_NUMBERED_CITATION = re.compile(r"(?<=\w )\(\d{1,3}(?:\s?[,;–-]\s?\d{1,3})*\)(?=[.,;:!?])")
#: A note number as a PDF's text layer gives a superscript after a sentence's full stop: "... them.9 Next"
#: (after a letter and the stop, or a closing quotation mark): only in a text whose notes are numbered, and
#: only numbers they list.
_PLAIN_NOTE_NUMBER = re.compile(r"(?:(?<=[^\W\d_][.!?])|(?<=[.!?][\"\u201d\u2019\u00bb]))\d{1,3}(?=\s|$)")
#: A note number written as plain digits stuck to a quotation's closing mark (or to the full stop after
#: it), as a PDF's text layer gives a superscript: “…”12 or “…”.3
_NOTE_DIGITS = re.compile(r"[.,;:!?]?\d{1,3}(?=\s|$|[.,;:])")
_WORD = re.compile(r"\w+")


def quotation_spans(text: str) -> list[tuple[int, int]]:
    """Return the [start, end) ranges of quotations, marks included, in text order.

    Marks of every typography pair within a paragraph (quotation_marks.quotations_in); apostrophes open
    and close none. Linear time: each mark's next closing position is searched only once it is behind (a
    paragraph of a million unclosed '“' made each one search to the paragraph's end: minutes).
    """
    spans: list[tuple[int, int]] = []
    present = ('"' if '"' in text else "") + ("'" if "'" in text else "") if text.isascii() else marks_in(text)
    if not present:
        return spans
    for paragraph_start, paragraph in _paragraphs(text):
        spans.extend((paragraph_start + start, paragraph_start + end)
                     for start, end in quotations_in(paragraph, present))
    return spans


def bibliography_span(text: str) -> tuple[int, int] | None:
    """Return the range from the reference list's heading to the end of the text, or None.

    The list starts at the last reference-list heading, or at an earlier one when all that lies between
    them is a list of references too (Chicago's "Notes" before its "Bibliography").
    """
    start = max(int(BIBLIOGRAPHY_MIN_POSITION * len(text)) - 1, 0)  # - 1: the heading's line break
    alone = [match.start() + 1 for match in _BIBLIOGRAPHY_HEADING.finditer(text, start)]
    lines = set(alone)  # a numbered heading alone on its line ("7. Bibliography") is not glued to its number
    headings = sorted(alone + [at for at in _glued_headings(text, start) if text.rfind("\n", 0, at) + 1 not in lines])
    if not headings:
        unnamed = unnamed_reference_list(text, start + 1)
        return None if unnamed is None else (unnamed, len(text))
    first = headings[-1]
    for earlier in reversed(headings[:-1]):
        if not _lists_references(text[earlier:first]):
            break
        first = earlier
    return first, len(text)


def _glued_headings(text: str, start: int) -> list[int]:
    """Return where each heading glued to the end of a line (_GLUED_HEADING) starts, from `start` on."""
    found = []
    end = text.find("\n", start)
    while end != -1:
        match = _GLUED_HEADING.search(text, max(start, end - GLUED_REACH), end)
        if match:
            found.append(match.start(1))
        end = text.find("\n", end + 1)
    return found


def _run_together(paragraph: str) -> list[str]:
    """Return a paragraph's numbered entries, when a PDF ran them together ("... 2021. 15. Kerem Yıldız, ..."),
    or the paragraph whole."""
    cuts = [m.start() for m in _LISTED_NUMBER.finditer(paragraph) if m.start() > 0]
    return [paragraph[x:y] for x, y in zip([0, *cuts], [*cuts, len(paragraph)])]


def _lists_references(section: str) -> bool:
    """Return True when the paragraphs after a section's heading line read as references: short, and most
    (REFERENCE_SHARE) numbered like notes or with a year, a page or a web address in them."""
    entries = [entry for p in _PARAGRAPH_BREAK.split(section.partition("\n")[2]) if p.strip()
               for entry in _run_together(p) if entry.strip()]
    if not entries or any(len(p) > 600 for p in entries):
        return False
    marked = sum(1 for p in entries if _REFERENCE_MARK.search(p) or _NOTE_NUMBER.match(p))
    return marked >= REFERENCE_SHARE * len(entries)


def cited_quotations(text: str, quotes: Sequence[tuple[int, int]], blocks: frozenset[tuple[int, int]] = frozenset()
                     ) -> list[bool]:
    """Return, for each quotation [start, end) of `quotes` (in text order, not overlapping), whether it is a
    cited quotation: a citation stands beside it (see the module's docstring), and it reads as a quotation
    (a block quotation, one of `blocks`, or well-formed marks: _well_formed). For a block quotation, a
    citation opening the next paragraph counts too.

    A citation belongs to the quotation's own sentence: the search stops at the sentence's edges (and
    reaches CITATION_REACH characters either side at most, never past its paragraph or the neighbouring
    quotations), so that the next sentence's citation of another source does not cite a quotation that has
    none. The text is read about twice whatever the quotations.
    """
    cited: list[bool] = []
    known = capitalised_names(text)
    for index, (start, end) in enumerate(quotes):
        block = (start, end) in blocks
        if _words_in(text, start, min(end, start + 200)) < MIN_CITED_WORDS or not (
                block or _well_formed(text, start, end)):
            cited.append(False)
            continue
        before_limit = max(quotes[index - 1][1] if index else 0, start - CITATION_REACH)
        after_limit = min(quotes[index + 1][0] if index + 1 < len(quotes) else len(text), end + CITATION_REACH)
        before_start = _sentence_start(text, max(before_limit, text.rfind("\n\n", before_limit, start) + 1), start)
        after_end = _sentence_end(text, end, _paragraph_end(text, end, after_limit))
        if _ends_a_sentence(text, start, end) and _opens_sentence(text, _next_visible(text, end)):
            after_end = end  # the sentence ended inside the quotation: “… the hive.” Others say …
        narrative = (_narrative_start(text, quotes, index, before_start), start)
        lead_in = _lead_in(text, before_limit, start) if block else narrative
        cited.append(bool(_NOTE_DIGITS.match(text, end) and not text[end - 1].isdigit()
                          or _CITATION_NEXT.match(text, end, end + CITATION_REACH if block
                                                  else _paragraph_end(text, end, end + CITATION_REACH))
                          or _CITATION.search(text, end, after_end)
                          or _CITATION.search(text, before_start, start)
                          or _CITATION.search(text, max(start, end - 80), end)  # "(Hartley, 2023)" inside a block
                          or (block and _AUTHOR_ENDING_BLOCK.search(text, max(start, end - 80), end))
                          or (block and _cited_lead_in(text, *lead_in))
                          or _SEPARABLE_LEAD_IN.search(text, *narrative) is not None
                          or names_a_source(text, lead_in, (end, after_end), known)))
    return cited


#: A character of a script written without spaces between words (Chinese, Japanese kana, Korean syllables).
_UNSPACED = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def _words_in(text: str, start: int, end: int) -> int:
    """Return how many words text[start:end] holds: runs of word characters, or in a script written without
    spaces, one per two characters (a Chinese word is one or two characters long)."""
    return max(len(_WORD.findall(text, start, end)), len(_UNSPACED.findall(text, start, end)) // 2)


def _narrative_start(text: str, quotes: Sequence[tuple[int, int]], index: int, before_start: int) -> int:
    """Return where the sentence of quotes[index] starts, for its signal phrase: as `before_start`, unless that
    stopped at a title: a quotation too short to be cited ("As “The Economist” puts it, “…”"), or one that only
    a comma or a colon parts from this one ("Como señala X en “Sequía y cambio climático”, “…”")."""
    if not index or before_start != quotes[index - 1][1]:
        return before_start
    title_start, title_end = quotes[index - 1]
    start = quotes[index][0]
    if len(_WORD.findall(text, title_start, title_end)) >= MIN_CITED_WORDS and not _lead_in_words(text, title_end,
                                                                                                   start):
        return before_start
    lower = max(quotes[index - 2][1] if index > 1 else 0, start - CITATION_REACH)
    return _sentence_start(text, max(lower, text.rfind("\n\n", lower, start) + 1), title_start)


#: How many words may part a title from the quotation it introduces ("In „Titel“ erklärt Sabine Hartwig: „…“").
TITLE_LEAD_WORDS = 6


def _lead_in_words(text: str, title_end: int, start: int) -> bool:
    """Return True when what parts a title (ending at `title_end`) from the quotation at `start` introduces it:
    nothing but a comma or a colon, or at most TITLE_LEAD_WORDS words ending on one, no sentence ending between
    ("Como señala X en “…”, “…”", "Ulrike Brandt stellt in »…« fest: »…«")."""
    between = text[title_end:start].strip(" \t\u00a0\u202f")
    if not between.strip(",:"):
        return True
    return between[-1] in ",:" and len(between.split()) <= TITLE_LEAD_WORDS and not re.search(r"[.!?\n]", between)


def _ends_a_sentence(text: str, start: int, end: int) -> bool:
    """Return True when the quotation [start, end) ends with a full stop, a question or an exclamation
    mark, or is empty, before its closing mark and any space inside it (“… hive.”, « … connues. »)."""
    inside = text[start + 1 : end - 1].rstrip(SPACES)
    return not inside or inside[-1] in ".!?…"


#: A German verb of saying split around a title, right before the quotation it introduces: "Ulrike Brandt stellt
#: in „Warum wir so viel wegwerfen“ fest: „…“", "Hartwig hebt in ihrem Artikel hervor: „…“". A capitalised word
#: (a name, or "Die Studie", not a pronoun) stands right before the verb.
_SEPARABLE_LEAD_IN = re.compile(
    r"\b(?!(?:Er|Sie|Es|Man|Wir|Ich|Du|Ihr|Jeder|Jemand|Niemand|Das|Dies|Dieser|Diese)\b)"
    r"[^\W\d_](?<=[^\W\d_a-zß-ÿ])[\w'’-]*\s+(?:stellt|stellte|hält|hielt|hebt|hob|weist|wies|führt|führte|legt|legte)"
    r"\s+(?:in|im|auf)\b[^.!?\n]{1,160}?\s(?:fest|hervor|aus|dar|darauf hin|hin)\s*:\s*\Z")


def _cited_lead_in(text: str, start: int, end: int) -> bool:
    """Return True when the sentence that introduces a block quotation (_lead_in) ends on a citation: "…
    gegessen wird (Lembaga Kajian Pesisir 2022)." or "… (Prasetyo)." set right before the block says whose
    words the block gives, as the citation after it would."""
    tail = text[start:end].rstrip(" .:\t\u00a0\u202f")
    return bool(tail) and tail[-1] == ")" and (_CITATION.search(tail, max(0, len(tail) - 120)) is not None
                                               or re.search(_AUTHOR_ALONE + r"\Z", tail) is not None)


def _lead_in(text: str, lower: int, start: int) -> tuple[int, int]:
    """Return the range of the sentence that introduces a block quotation starting at `start`: the last
    sentence of the paragraph before it ("As Vasseur writes:", "Comme l'écrit Claire Vasseur, les bots
    relaient les mêmes contenus."), or nothing when no text comes before it."""
    lead_end = lower + len(text[lower:start].rstrip())
    if lead_end <= lower:
        return start, start
    if text[lead_end - 1] == ":":
        return _sentence_start(text, max(lower, text.rfind("\n\n", lower, lead_end) + 1), lead_end), lead_end
    last_mark = max(text.rfind(mark, lower, lead_end - 1) for mark in ".!?")
    paragraph = text.rfind("\n\n", lower, lead_end) + 1
    return max(lower, paragraph, last_mark + 1), lead_end


#: Said of a reference list not looked for yet (citation_marks' `bibliography`).
NOT_LOOKED_FOR = (-1, -1)


def citation_marks(text: str, named: list[tuple[int, int]] | None = None,
                   bibliography: tuple[int, int] | None = NOT_LOOKED_FOR) -> list[int]:
    """Return where each in-text citation that names its source starts, in text order: an author and a year
    or a page in brackets ("(Hartley, 2023, p. 4)", "(Hartley 4)"), an author followed by a bracketed year
    ("Hartley (2023)"), or an author named alone in brackets before a sentence's end ("... at all
    (Hartley)."); and, in a text with a reference list, a square bracket of reference numbers ("[3]") or a
    superscript note number, or, when the list is numbered, a round bracket of its numbers before a mark
    ("... long (1).") or a plain note number after a full stop, as a PDF gives a superscript ("... them.9").
    A sentence holding one is a *cited* sentence (content.ContentDocument.cited).

    Stricter than the citations beside a quotation: a year in brackets alone ("born in (1985)"), an acronym
    ("(IRRI)") or a web page's "[3]" is no student citing a source. `named` are the text's
    named_citation_spans when the caller has them already, and `bibliography` its bibliography_span (None:
    it has none)."""
    marks = [start for start, _ in (named_citation_spans(text) if named is None else named)]
    span = bibliography_span(text) if bibliography == NOT_LOOKED_FOR else bibliography
    if span is not None:
        marks.extend(match.start() for match in _NUMBERED_CITATION.finditer(text))
        numbered = _numbered_entries(text[span[0]:span[1]])
        if numbered:
            marks.extend(match.start() for pattern in (_ROUND_NUMBERED_CITATION, _PLAIN_NOTE_NUMBER)
                         for match in pattern.finditer(text, 0, span[0])
                         if all(0 < int(n) <= numbered for n in re.findall(r"\d+", match.group(0))))
        marks.sort()
    return marks


#: The longest stretch of a sentence looked at for a narrative citation, from its start and before its end: a
#: signal phrase opens or closes its sentence ("According to Hartley, …", "…, as Hartley notes.").
NARRATIVE_REACH = 300
#: How far before a sentence's end its last comma is looked for: "…, so Aydın." names the source after it.
NARRATIVE_TAIL = 80
#: After a sentence's last comma: one word, then (after an article at most) a capitalised one.
_NAME_AT_ONCE = re.compile(r"[ \u00a0]*[^\W\d_]+[ \u00a0]+(?:(?:der|die|das|de|het|the|la|le|el|il|o|a|ο|η|οι)[ \u00a0]+)?"
                           r"[^\W\d_](?<=[^\W\da-zß-ÿ_])")


def narrative_citation_marks(text: str, sentence_offsets: Sequence[int], triggers: list[int] | None = None
                             ) -> list[int]:
    """Return the start of each sentence (`sentence_offsets`: where each starts, ascending) that names its
    source by a signal phrase, as a paraphrase that says where it comes from does ("According to Hartley,
    bees …", "Wie Aydın schreibt, …", "Öztürk'e göre …"): a narrative citation, signal_phrases.py. Each
    sentence is read at most 2 * NARRATIVE_REACH characters. `triggers`: the text's trigger_positions, when
    the caller has them."""
    marks: list[int] = []
    known = None
    ends = list(sentence_offsets[1:]) + [len(text)]
    triggers = _trigger_positions(text) if triggers is None else triggers
    for start, end in zip(sentence_offsets, ends):
        start, end = int(start), int(end)
        if end - start > 2 * NARRATIVE_REACH:
            ranges = ((start, start + NARRATIVE_REACH), (end - NARRATIVE_REACH, end))
        else:
            ranges = ((start, end),)
        if bisect.bisect_left(triggers, start) == bisect.bisect_left(triggers, end) and not any(
                _cuts_a_word(text, edge) for part in ranges for edge in part):
            continue  # no signal word in the sentence: names_a_source would find none in any of its ranges
        if known is None:
            known = capitalised_names(text)
        # After its last comma, as after a quotation: "…, so Aydın.", "…, says Hartley." (a capital at once
        # after the phrase: "…, so ist das Leben." names no one).
        comma = text.rfind(",", max(start, end - NARRATIVE_TAIL), end)
        after = (comma, end) if comma != -1 and _NAME_AT_ONCE.match(text, comma + 1, end) else (end, end)
        if any(names_a_source(text, part, after if part[1] == end else (part[1], part[1]), known, reported=True)
               for part in ranges):
            marks.append(start)
    return marks


def sentence_citation_marks(text: str, sentence_offsets: Sequence[int],
                            named: list[tuple[int, int]] | None = None,
                            bibliography: tuple[int, int] | None = NOT_LOOKED_FOR,
                            triggers: list[int] | None = None) -> list[int]:
    """Return every offset that makes its sentence a cited one (content.cited_sentences): citation_marks,
    narrative_citation_marks, and the assignment's question pasted at the top (assignment_words.asked_sentences:
    taken from the sheet, as a citation's sentence is from its source), in text order (`named` and
    `bibliography`: see citation_marks; `triggers`: see narrative_citation_marks)."""
    offsets = [int(offset) for offset in sentence_offsets]
    return sorted(citation_marks(text, named, bibliography) + narrative_citation_marks(text, offsets, triggers)
                  + asked_sentences(text, offsets, QUESTION_TOP_WORDS))


#: A narrative citation left out of the comparison is a clause of at most this many words ("wie Kerem Aydın
#: in „Handyverbot an Schulen“ schreibt", "Según el Instituto del Agua y el Clima"): two students citing one
#: source write it alike, as they write "(Instituto del Agua y el Clima, 2022)" alike.
NARRATIVE_CLAUSE_WORDS = 16
#: What ends a clause, unless inside a short quotation (a title: „Handyverbot an Schulen: Pro und Contra“).
_CLAUSE_MARK = re.compile(r"[“„«»‹›\"‘‚「『][^”“»«›‹\"’‘」』\n]{1,100}[”“»«›‹\"’‘」』]|([,;:.!?\n])")
#: What opens a short quotation in _CLAUSE_MARK: where none stands, its matches are the marks alone.
_CLAUSE_QUOTE = re.compile(r"[“„«»‹›\"‘‚「『]")
_CLAUSE_INNER = frozenset(",;:")
_SENTENCE_MARKS = frozenset(".!?\n")
#: A shorter citation ("said Frank Iarossi", "As Adeyemi notes") makes no run of shingles of its own: it is
#: not left out, so that a copy of a news report keeps its evidence whole.
NARRATIVE_MIN_WORDS = 5


def narrative_citation_spans(text: str, triggers: list[int] | None = None) -> list[tuple[int, int]]:
    """Return the [start, end) ranges of the narrative citations that are a clause of their sentence: a
    signal phrase and the source it names, set off by a comma, a colon or a semicolon ("As Adeyemi notes,",
    "…, wie Kerem Aydın in „…“ schreibt.", "In de woorden van X:"), or a sentence's lead-in up to a colon that
    holds a signal phrase and names someone or a title ("Elif Demir, "…" başlıklı yazısında şunu vurguluyor:"),
    of NARRATIVE_MIN_WORDS to NARRATIVE_CLAUSE_WORDS words. A sentence that is nothing but its citation gives none (its words are the
    student's). In text order; each signal word is looked at within NARRATIVE_REACH characters. `triggers`: the
    text's trigger_positions, when the caller has them."""
    spans: list[tuple[int, int]] = []
    known = None
    for position in _trigger_positions(text) if triggers is None else triggers:
        if spans and position < spans[-1][1]:
            continue
        # Each test below rules the signal word out on its own: the cheaper ones first.
        end, closed_by = _clause_end(text, position)
        start, opened_by = _clause_start(text, position)
        if opened_by not in _CLAUSE_INNER and closed_by not in _CLAUSE_INNER:
            continue  # the whole sentence
        words = len(_WORD.findall(text, start, end))
        if not NARRATIVE_MIN_WORDS <= words <= NARRATIVE_CLAUSE_WORDS or _inside_a_title(text, position):
            continue
        if closed_by == ":":
            opening, opened = _clause_start(text, position, _SENTENCE_MARKS)
            if (opened not in _CLAUSE_INNER
                    and NARRATIVE_MIN_WORDS <= len(_WORD.findall(text, opening, end)) <= NARRATIVE_CLAUSE_WORDS
                    and names_someone(text, opening, end)):
                spans.append((opening, end))  # a sentence's lead-in naming its source: "X stellt in „…“ fest:"
                continue
        known = known or capitalised_names(text)
        tail = (start - 1, end) if opened_by == "," and _NAME_AT_ONCE.match(text, start, end) else (end, end)
        if ends_on_the_source(text, start, end) and names_a_source(text, (start, end), tail, known, reported=True):
            spans.append((start, end))
    return spans


#: The last text's trigger_positions: narrative_citation_spans and narrative_citation_marks read one text's in
#: turn (the text is held, so the identity test cannot mistake another text for it).
_LAST_TRIGGERS: list = [None, []]
_TWO_WORD_CHARACTERS = re.compile(r"\w\w")


def _trigger_positions(text: str) -> list[int]:
    """Return trigger_positions(text), found once for the text read last."""
    if _LAST_TRIGGERS[0] is not text:
        _LAST_TRIGGERS[:] = [text, trigger_positions(text)]
    return _LAST_TRIGGERS[1]


def _cuts_a_word(text: str, position: int) -> bool:
    """Return True when `position` lies inside a run of word characters (a range ending or starting there
    reads part of a word: names_a_source's words are the runs inside its range)."""
    return 0 < position < len(text) and _TWO_WORD_CHARACTERS.match(text, position - 1) is not None


def _inside_a_title(text: str, position: int) -> bool:
    """Return True when `position` lies inside a short quotation (a title: the colon of „Handyverbot an
    Schulen: Pro und Contra“), looked for within 100 characters either side."""
    lower, upper = max(0, position - 100), position + 101
    return _CLAUSE_QUOTE.search(text, lower, upper) is not None and any(
        match.group(1) is None and match.start() < position < match.end()
        for match in _CLAUSE_MARK.finditer(text, lower, upper))


def _clause_start(text: str, position: int, marks: frozenset[str] = frozenset(",;:.!?\n")) -> tuple[int, str]:
    """Return where the clause holding `position` starts (after its mark and spaces) and the mark before it
    ("" at the text's start or past NARRATIVE_REACH); `marks`: those that end a clause (_SENTENCE_MARKS: the
    sentence holding it)."""
    lower = max(0, position - NARRATIVE_REACH)
    last, mark = lower, ""
    if _CLAUSE_QUOTE.search(text, lower, position) is None:  # no quotation: the last mark, found from the end
        at = max(text.rfind(each, lower, position) for each in marks)
        if at != -1:
            last, mark = at + 1, text[at]
    else:
        for match in _CLAUSE_MARK.finditer(text, lower, position):
            if match.group(1) in marks:
                last, mark = match.end(), match.group(1)
    while last < position and text[last] in " \t\u00a0\u202f":
        last += 1
    return last, mark


def _clause_end(text: str, position: int) -> tuple[int, str]:
    """Return where the clause holding `position` ends (at its mark) and that mark ("" at the text's end or
    past NARRATIVE_REACH)."""
    for match in _CLAUSE_MARK.finditer(text, position, min(len(text), position + NARRATIVE_REACH)):
        if match.group(1):
            return match.start(), match.group(1)
    return min(len(text), position + NARRATIVE_REACH), ""


def named_citation_spans(text: str, triggers: list[int] | None = None) -> list[tuple[int, int]]:
    """Return the [start, end) ranges of the in-text citations that name their source (see citation_marks),
    bracketed or narrative (narrative_citation_spans, `triggers` passed on), in text order."""
    narrative = narrative_citation_spans(text, triggers)
    text = halfwidth(text)
    spans = [match.span() for match in _NAMED_CITATION.finditer(text) if _names_a_source(match.group(0))]
    for match in _BRACKETED_YEAR.finditer(text):
        name = _NAME_BEFORE.search(text, max(0, match.start() - 60), match.start())
        if name is not None and _names_a_source(name.group(0)):
            spans.append((name.start(), match.end()))
    return sorted(spans + narrative)


#: Chinese and Japanese write brackets, commas and colons in their full-width forms: "「…」（山田，2020）".
_FULLWIDTH = re.compile("[\uff01-\uff5e]")
_TO_HALFWIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}


def halfwidth(text: str) -> str:
    """Return the text with full-width ASCII forms ("（", "，", "：", "２") as their ASCII characters, one for one
    (every offset stays where it was), so that one set of patterns reads citations in any script."""
    return text.translate(_TO_HALFWIDTH) if _FULLWIDTH.search(text) else text


#: An entry's number in a reference list, where a paragraph starts or after white space ("2021. 3. Temiz").
_LISTED_NUMBER = re.compile(r"(?:^|(?<=\s))(\d{1,3})[.)]\s+(?=[^\W\d_])", re.MULTILINE)


def _numbered_entries(section: str) -> int:
    """Return the highest number a reference list gives its entries ("1. Lindqvist M. ...", "[1] ..."), or 0 when
    fewer than half its entries are numbered (Chicago's numbered notes may be followed by a bibliography that
    is not)."""
    entries = [p for p in _PARAGRAPH_BREAK.split(section.partition("\n")[2]) if p.strip()]
    numbered = sum(1 for p in entries if _NOTE_NUMBER.match(p))
    if not entries or 2 * numbered < len(entries):
        return 0
    # The highest number listed: a PDF may run two entries into one paragraph ("... 2021. 3. Temiz ...").
    return max([numbered, *(int(n) for n in _LISTED_NUMBER.findall(section))])


def _well_formed(text: str, start: int, end: int) -> bool:
    """Return True for a quotation in marks that reads as one: its marks hold it without a space inside, or
    with one inside both as French puts it (guillemets, or any mark with no-break spaces, which a word
    processor inserts: « q », “\u00a0q\u00a0”), and it holds at most MAX_CITED_WORDS words. A plain space
    inside other marks ('" word' opening, 'word "' closing) is a stray mark paired with another."""
    if end - start < 3:
        return False
    inside = text[start + 1], text[end - 2]
    if (inside[0] in SPACES or inside[1] in SPACES) and not (
            text[start] in "«»‹›" or (inside[0] in _NO_BREAK_SPACES and inside[1] in _NO_BREAK_SPACES)):
        return False
    # Fewer characters than twice the limit hold fewer words than it: counted only in longer quotations.
    return end - start < 2 * MAX_CITED_WORDS or len(_WORD.findall(text, start, end)) <= MAX_CITED_WORDS


def _sentence_start(text: str, lower: int, position: int) -> int:
    """Return where the sentence holding `position` starts, or `lower` if that is sooner."""
    start = lower
    for match in _SENTENCE_BREAK.finditer(text, lower, position):
        if _opens_sentence(text, match.end()):
            start = match.end()
    return start


def _sentence_end(text: str, position: int, limit: int) -> int:
    """Return where the sentence holding `position` ends (after its full stop), or `limit` if that is sooner."""
    for match in _SENTENCE_BREAK.finditer(text, position, limit):
        if _opens_sentence(text, match.end()):
            return match.end()
    return limit


def _next_visible(text: str, position: int) -> int:
    """Return the position of the first character at or after `position` that is not white space."""
    while position < len(text) and text[position].isspace():
        position += 1
    return position


def _opens_sentence(text: str, position: int) -> bool:
    """Return True when a sentence may start at `position`: with a capital, or a letter of a script
    without case (not with a small letter or a digit: "p. 4", "e.g. the")."""
    if position >= len(text):
        return True
    first = text[position]
    return first.isupper() or (first.isalpha() and not first.islower()) or first in _OPENING_MARKS


def _paragraph_end(text: str, start: int, limit: int) -> int:
    """Return where the paragraph holding `start` ends, or `limit` if that is sooner."""
    found = text.find("\n\n", start, limit)
    return limit if found == -1 else found


def citation_spans(text: str, block_quotes: Sequence[tuple[int, int]] = ()) -> list[tuple[str, int, int]]:
    """Return ("quote" | "cited" | "bibliography", start, end) for every quotation and the reference list, in
    order: "cited" for a quotation with a citation beside it (cited_quotations), "quote" for one without.

    `block_quotes` are ranges the file's formatting marks as quotations (see DocumentRecord.block_quotes);
    quotation marks inside them are part of the block, not quotations of their own.
    """
    blocks = sorted(block_quotes) if block_quotes else indented_paragraphs(text)
    # A quotation lies inside a block when a block starting at or before it reaches as far as its end: one
    # binary search per quotation (testing every block for every quotation took minutes on 60,000 of each).
    block_starts = [start for start, _ in blocks]
    furthest_end = list(itertools.accumulate((end for _, end in blocks), max))

    def inside_a_block(start: int, end: int) -> bool:
        before = bisect.bisect_right(block_starts, start)
        return before > 0 and furthest_end[before - 1] >= end

    marked = [(s, e) for s, e in quotation_spans(text) if not inside_a_block(s, e)]
    quotes = sorted(marked + blocks)
    formatted = frozenset(blocks)
    cited = cited_quotations(halfwidth(text), quotes, formatted)
    spans = [("cited" if is_cited else "quote", s, e) for (s, e), is_cited in zip(quotes, cited)]
    bibliography = bibliography_span(text)
    if bibliography is not None:
        spans = [q for q in spans if q[2] <= bibliography[0]] + [("bibliography", *bibliography)]
    return spans


_INDENT = re.compile(r"(?: {2,}|\t|\u00a0{2,}|\u3000)[ \t\u00a0\u3000]*(?=[^\W_]|[“„«»‘‚‹›「『\"'(\[])")
#: A paragraph that starts indented, with the blank line before it.
_INDENTED_START = re.compile(r"\n[ \t]*\n(?= {2,}|\t|\u00a0{2,}|\u3000)")
#: A list's item, not a quotation: "- item", "• item", "3. item", "a) item".
_LIST_ITEM = re.compile(r"[-–•*·▪◦]\s|\(?(?:\d{1,3}|[a-z])[.)]\s")


def indented_paragraphs(text: str) -> list[tuple[int, int]]:
    """Return the [start, end) ranges of the paragraphs a plain text sets off as block quotations: every line
    indented (two spaces, a tab), between blank lines, and introduced as a quotation (the paragraph before
    ends with a colon) or of several lines, in a text where fewer than half the paragraphs are indented (an
    essay that indents every paragraph's first line has none). Lists are not quotations. A paragraph a
    student merely indents, ending with a citation of a paraphrase, is no quotation to leave out."""
    found = []
    starts = [match.end() for match in _INDENTED_START.finditer(text)]
    for start in [0, *starts] if _INDENT.match(text) else starts:
        following = _PARAGRAPH_BREAK.search(text, start)
        end = following.start() if following else len(text)
        indent = _INDENT.match(text, start, end)
        if not indent or _LIST_ITEM.match(text, indent.end(), end):
            continue
        lines = [line for line in text[start:end].split("\n") if line.strip()]
        introduced = text[max(0, start - 12) : start].rstrip().endswith(":")  # before the blank line
        if (introduced or len(lines) > 1) and all(_INDENT.match(line) for line in lines):
            found.append((indent.end(), start + len(text[start:end].rstrip())))
    if not found:
        return []
    paragraphs = sum(1 for part in _PARAGRAPH_BREAK.split(text) if part.strip())
    return found if 2 * len(found) < paragraphs else []


def _paragraphs(text: str) -> list[tuple[int, str]]:
    """Return (start, text) of each paragraph. A break inside a sentence (after a word or a comma, before
    a small letter) is no paragraph's end: a PDF's page or column break in the middle of a quotation."""
    parts, start = [], 0
    for match in _PARAGRAPH_BREAK.finditer(text):
        if _MID_SENTENCE_BEFORE.search(text, max(0, match.start() - 1), match.start()) and \
                _MID_SENTENCE_AFTER.match(text, match.end()):
            continue
        parts.append((start, text[start : match.start()]))
        start = match.end()
    parts.append((start, text[start:]))
    return parts
