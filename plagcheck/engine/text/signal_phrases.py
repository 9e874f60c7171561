"""Narrative citations: a source named in a quotation's own sentence by a signal phrase.

"According to Hartley", "As Hartley writes", "Hartley argues that", "“…,” says Hartley", "In the words of the
World Health Organization", "Comme l'écrit Claire Vasseur dans L'Écho numérique", "Selon Vasseur", "Según
García", "Wie Müller schreibt", "Laut der WHO", "Müller zufolge", "Secondo Rossi", "Segundo Silva", "Volgens De
Vries", "Menurut Hartley", "Hartley'e göre", "Podle Nováka", "По словам Иванова", "به گفته هارتلی", "हार्टले के
अनुसार": in each language the benches use, and in Polish, Slovak, Swedish, Danish, Norwegian, Finnish,
Hungarian, Romanian, Catalan and Greek ("Według Kowalskiego", "Enligt Svensson", "Ifølge Hansen", "Virtasen
mukaan", "WHO:n mukaan", "Kovács szerint", "Potrivit lui Popescu", "Segons Puig", "Σύμφωνα με τον
Παπαδόπουλο"). The source must be *named*: capitalised words (a person, an
organisation, an acronym), a title in quotation marks, or in a script without capitals a word that is not a
pronoun or a common noun. "According to the text", "selon moi", "As the author puts it" and "Some say" name
no source; a capitalised word that opens the sentence ("Students argue that") names one only when the text
capitalises it elsewhere, where no sentence starts.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Sequence

import numpy as np

from plagcheck.engine.arrays import in_sorted, sorted_unique, true_runs
from plagcheck.engine.text.normalize import ASCII_WORD_CHAR, text_codes

# ---------------------------------------------------------------- the phrases, per language

#: Phrases followed by the source's name: "according to X".
_BEFORE_NAME = """
according to|in the words of|to quote|quoting|quoted by|cited by|stated by|noted by|argued by
as shown by|as reported by|as explained by|as described by|in the view of
selon|d'après|d’après|suivant|aux dires de|dans les mots de|pour reprendre les mots de|pour citer|citant
pour reprendre l'analyse de|pour reprendre l’analyse de|pour reprendre les termes de|pour reprendre l'expression de
pour reprendre l’expression de
ce qu'écrit|ce qu’écrit|ce que dit|ce qu'affirme|ce qu’affirme|ce que souligne|ce qu'explique|ce qu’explique|ce que note|ce que rappelle
según|de acuerdo con|conforme a|en palabras de|citando a|a juicio de|a decir de
lo que escribe|lo que dice|lo que afirma|lo que señala|lo que explica
laut|gemäß|mit den worten von|in den worten von|nach ansicht von|nach angaben von
secondo|stando a|a detta di|nelle parole di|con le parole di|citando
ciò che scrive|quello che scrive|ciò che afferma|quello che dice
segundo|de acordo com|conforme|nas palavras de|citando|consoante
o que escreve|o que diz|o que afirma
volgens|in de woorden van|naar de woorden van|citerend
menurut|dalam kata-kata|mengutip|seperti kata|sebagaimana kata|menurut pendapat|berdasarkan tulisan
berdasarkan artikel|berdasarkan laporan|berdasarkan penelitian|berdasarkan kajian
podle|slovy|dle
prema|riječima|po riječima
по словам|согласно|по мнению|словами|цитируя
за словами|згідно з|згідно із|на думку|словами
وفقا|وفقًا|وفقاً|طبقا|طبقًا|طبقاً|بحسب|حسب|على حد تعبير|على حد قول
يقول|يكتب|يرى|يؤكد|يشير|يوضح|قال|كتب|ذكر|أكد|أشار|تقول|تكتب|ترى|تؤكد|تشير
به گفته|به نوشته|طبق|بنا بر|بنابر|از نظر|به عقیده|به باور|به تعبیر|به قول
जैसा कि|जैसा
według|wedle|cytując|powołując się na|w opinii|w ocenie|słowami|za słowami
podľa|citujúc|slovami
enligt|citerat från
ifølge|citeret fra|sitert fra
lainatakseni|lainaten
potrivit|conform lui|în opinia|în viziunea|în cuvintele
segons|d'acord amb|d’acord amb|en paraules de|citant
σύμφωνα με|με τα λόγια|κατά τα λεγόμενα
"""
#: Capitalised, opening a sentence, directly followed by the name and a comma: "Pour Vasseur, « … »". Taken
#: alone these words mean "for", "after" or "to" far more often.
_WEAK_BEFORE_NAME = "pour|para|per|nach|naar|voor|für"
#: Words followed by the name only right after a quotation: „…“, so Müller; “…”, aldus De Vries; “…”, kata Hartley.
_RIGHT_AFTER_NAME = "so|aldus|kata|ujar|tutur"
#: Phrases that follow the name with its suffix after an apostrophe: "Hartley'e göre", "in Vasseur's words".
_AFTER_POSSESSIVE = """
words|göre|dediği gibi|dedigi gibi|belirttiği gibi|yazdığı gibi|ifade ettiği gibi|vurguladığı gibi
söylediği gibi|ifadesiyle|deyişiyle|sözleriyle|aktardığına göre|belirttiğine göre
"""
#: Phrases that follow the source's name: "Müller zufolge", "हार्टले के अनुसार".
_AFTER_NAME = """
zufolge|demektedir|belirtmektedir
mukaan|mielestä|näkemyksen mukaan|tutkimuksen mukaan|raportin mukaan|artikkelin mukaan
szerint|szavaival|véleménye szerint|megfogalmazásában|adatai szerint|jelentése szerint|kutatása szerint
के अनुसार|का कहना है|के शब्दों में|का मानना है|ने लिखा|ने कहा|लिखते हैं|लिखती हैं|कहते हैं|कहती हैं
می‌نویسد|مینویسد|می‌گوید|میگوید|نوشته است|گفته است|معتقد است|اشاره می‌کند|تأکید می‌کند
"""
#: Verbs of saying: after the name ("Hartley argues that"), or before it right after the quotation ("“…,”
#: says Hartley") or after "as" ("como afirma García", "comme l'écrit Vasseur", "wie Müller schreibt").
_VERBS = """
writes|wrote|has written|says|said|argues|argued|has argued|notes|noted|has noted|states|stated|claims|claimed
explains|explained|observes|observed|suggests|suggested|contends|contended|reports|reported|asserts|asserted
points out|pointed out|puts it|put it|remarks|remarked|emphasises|emphasizes|emphasised|emphasized|stresses
stressed|insists|insisted|concludes|concluded|maintains|maintained|warns|warned|describes|described|recalls
recalled|admits|admitted|acknowledges|acknowledged|adds|added|declares|declared|affirms|affirmed|believes
highlights|highlighted|underlines|summarises|summarizes|tells us|told us|reminds us|comments|commented|write
argue|claim|observe|suggest|contend|report|assert|point out|put it|conclude|maintain|warn|explain|state
shows|showed|has shown|demonstrates|demonstrated|finds|found|has found
écrit|écrivait|a écrit|dit|disait|a dit|affirme|a affirmé|souligne|a souligné|explique|a expliqué|note|a noté
rappelle|observe|constate|estime|soutient|déclare|a déclaré|précise|indique|remarque|insiste|conclut|résume
l'écrit|l’écrit|le dit|le souligne|le rappelle|le note|l'explique|l’explique|l'affirme|l’affirme|le montre
le résume|le remarque|l'indique|l’indique|le précise|le constate|l'observe|l’observe|le disait|l'écrivait
relève|rapporte|résume|montre|signale|avance
l’écrivait|le déclare|le soutient
escribe|escribió|afirma|afirmó|dice|dijo|señala|señaló|explica|explicó|sostiene|sostuvo|indica|indicó|observa
observó|apunta|apuntó|destaca|destacó|subraya|subrayó|advierte|advirtió|argumenta|argumentó|asegura|aseguró
plantea|planteó|declara|declaró|concluye|concluyó|menciona|mencionó|expone|expuso|comenta|comentó|recuerda
lo expresa|lo dice|lo señala|lo explica|lo afirma|lo indica|lo recuerda|lo plantea|lo resume|lo resume así
recoge|recogió|lo recoge|resume|resumió|informa|informó|documenta|relata|relató
muestra|mostró|demuestra|demostró|lo muestra|lo demuestra
schreibt|schrieb|sagt|sagte|betont|betonte|erklärt|erklärte|stellt fest|stellte fest|feststellt|bemerkt
bemerkte|meint|meinte|argumentiert|behauptet|behauptete|hebt hervor|hervorhebt|unterstreicht|warnt|formuliert
formulierte|schreiben|betonen|beschreibt|es formuliert|schreibt dazu|hat geschrieben|festhält|hält fest|heißt es|hieß es
zeigt|zeigte|belegt|belegte|weist darauf hin
scrive|scrisse|ha scritto|afferma|ha affermato|sostiene|osserva|nota|dice|disse|spiega|sottolinea|ricorda
evidenzia|dichiara|conclude|precisa|ha detto|ha osservato|ha sottolineato
riporta|rileva|segnala|riassume|mostra|dimostra|ha mostrato|ha dimostrato
escreve|escreveu|afirma|afirmou|diz|disse|observa|observou|explica|explicou|aponta|apontou|destaca|destacou
sublinha|ressalta|ressaltou|salienta|defende|argumenta|lembra|declara|conclui|sustenta|assinala
relata|refere|resume|informa|mostra|demonstra|mostrou|demonstrou
schrijft|schreef|stelt|stelde|zegt|zei|merkt op|opmerkt|betoogt|benadrukt|legt uit|uitlegt|beweert
concludeert|waarschuwt|beschrijft|wijst erop|constateert|schrijven|stellen
meldt|vermeldt|laat zien|toont aan|legt het zo uit|legt het uit|zegt het zo|wijst op het volgende
is daar duidelijk over
menulis|menuliskan|menyatakan|mengatakan|berkata|menjelaskan|berpendapat|menegaskan|mengungkapkan
menyebutkan|mencatat|menekankan|menyimpulkan|mengemukakan|ditulis|ditulis oleh|dikatakan|dikatakan oleh
dinyatakan|dinyatakan oleh|dijelaskan|dijelaskan oleh|diungkapkan|diungkapkan oleh|ditegaskan|dikemukakan
menunjukkan|memperlihatkan
yazar|yazıyor|yazmıştır|diyor|demiştir|belirtir|belirtiyor|belirtmiştir|vurgular|vurguluyor|açıklar
savunur|ifade eder|gösteriyor|göstermektedir|ortaya koyuyor
píše|napsal|napsala|uvádí|uvedl|uvedla|říká|řekl|řekla|tvrdí|zdůrazňuje|poznamenává|vysvětluje|konstatuje
piše|napisao|napisala|navodi|naveo|navela|kaže|rekao|rekla|tvrdi|ističe|naglašava|objašnjava|smatra
пишет|писал|писала|отмечает|отметил|отметила|говорит|сказал|сказала|утверждает|утверждал|подчёркивает
подчеркивает|объясняет|считает|заявляет|заявил|заявила
пише|писав|писала|зазначає|зазначив|зазначила|каже|сказав|сказала|стверджує|наголошує|підкреслює|пояснює
вважає|заявляє|заявив
pisze|napisał|napisała|pisał|pisała|twierdzi|stwierdza|stwierdził|stwierdziła|zauważa|zauważył|zauważyła
podkreśla|podkreślił|podkreśliła|wyjaśnia|wyjaśnił|wyjaśniła|tłumaczy|argumentuje|zaznacza|zaznaczył|zaznaczyła
przekonuje|mówi|powiedział|powiedziała|podaje|wskazuje|dodaje|przypomina|ostrzega|konkluduje|opisuje|dowodzi
napísal|napísala|uvádza|uviedol|uviedla|hovorí|povedal|povedala|zdôrazňuje|poznamenáva|vysvetľuje|konštatuje
upozorňuje|dodáva|argumentuje|opisuje
skriver|skrev|har skrivit|har skrevet|säger|sade|menar|hävdar|påpekar|konstaterar|betonar|understryker|förklarar
framhåller|anser|argumenterar|beskriver|poängterar|noterar|varnar|sammanfattar|tillägger|påminner|uttrycker det
formulerar det|siger|sagde|mener|hævder|påpeger|konstaterer|understreger|forklarer|fremhæver|argumenterer
bemærker|pointerer|advarer|konkluderer|tilføjer|udtrykker det|formulerer det|fastslår|slår fast|sier|hevder
påpeker|understreker|fremhever|framhever|bemerker|poengterer|legger til|uttrykker det|formulerer det
kirjoittaa|kirjoitti|toteaa|totesi|sanoo|sanoi|väittää|väitti|korostaa|korosti|huomauttaa
huomautti|selittää|selitti|painottaa|painotti|muistuttaa|muistutti|kuvaa|kuvailee|mainitsee|mainitsi
tiivistää|päättelee|perustelee|varoittaa|kertoo|kertoi
ír|írja|írta|állítja|állította|hangsúlyozza|hangsúlyozta|mondja|mondta|véli|fogalmaz|fogalmazott|kiemeli
kiemelte|emeli ki|rámutat|rámutatott|mutat rá|megjegyzi|jegyzi meg|kifejti|fejti ki|magyarázza|megállapítja
állapítja meg|figyelmeztet|hozzáteszi|teszi hozzá|összegzi
scrie|scris|afirmă|afirmat|spune|spus|susține|susţine|susținut|susţinut|subliniază|subliniat|explică|observă|notează
consideră|precizează|menționează|menţionează|declară|declarat
argumentează|remarcă|constată|concluzionează|evidențiază|evidenţiază|avertizează|adaugă
escriu|va escriure|ha escrit|diu|va dir|ha dit|assenyala|sosté|subratlla|conclou
adverteix|exposa|va afirmar|va explicar|va assenyalar
γράφει|έγραψε|λέει|είπε|υποστηρίζει|υποστήριξε|τονίζει|τόνισε|σημειώνει|σημείωσε|επισημαίνει|επισήμανε
εξηγεί|εξήγησε|αναφέρει|ανέφερε|δηλώνει|δήλωσε|θεωρεί|παρατηρεί|υπογραμμίζει|διατυπώνει|καταλήγει
προειδοποιεί|περιγράφει|ισχυρίζεται|υπενθυμίζει|προσθέτει
"""
#: Words before a verb that make it introduce the name after it: "as", "comme", "como", "wie", "come", "zoals".
_AS = ("as|comme|ainsi que|como|tal como|así como|wie|come|zoals|seperti|sebagaimana|jak|kako|как|як"
       "|ako|tal com|după cum|așa cum|aşa cum|ahogy|ahogyan|amint|όπως")
#: Words that may stand between a name and its verb ("Hartley has also argued", "Kaya şöyle yazar", "Kovács azt
#: írja", "Popescu a scris": Romanian's past tense, a participle after "a", which as a phrase's first word would be
#: looked up at every English "a").
_BETWEEN = frozenset(word.casefold() for word in (
    "has have had also once famously rightly herself himself themselves şöyle şunu ayrıca hat auch aussi también "
    "também anche ook juga też również także tiež także också även själv også selv myös itse azt így úgy "
    "szintén també επίσης a").split())

#: Capitalised words that name no source: pronouns, determiners, quantifiers and the common nouns a student
#: cites a quotation by ("the author", "der Text", "l'auteur"), in the benches' languages. Folded to lower case.
_NO_NAME = frozenset("""
i me my we us our you he him his she her it its they them their this that these those there here some many most
others other people students student experts expert researchers scientists critics teachers teacher author authors
writer writers text texts article articles book books study studies source sources report reports everyone nobody
one someone somebody anyone all both each several few a an the and or but so as in on at of for to by with from
many however moreover furthermore also still then thus therefore figure table chapter section page part question
je moi me nous vous il elle ils elles on ce cet cette ces celui celle ceux certains certaines plusieurs beaucoup
auteur auteure autrice texte article livre étude source rapport question le la les l un une des du de d mon ma mes
yo mí me nosotros él ella ellos ellas esto este esta estos estas algunos algunas muchos muchas otros autor autora
texto artículo libro estudio fuente informe pregunta el los las lo uno una unos unas mi mis
ich mich mir wir uns er sie es dies diese dieser dieses jener manche einige viele andere autor autorin verfasser
verfasserin text artikel buch studie quelle bericht frage meinung ansicht aufgabe experten expertinnen forscher
forscherin wissenschaftler leute menschen schüler schülerin schülerinnen jugendliche lehrer lehrerin zitat satz
abschnitt kapitel beispiel umfrage statistik mehrheit fachleute berichten angaben schätzungen
studien experten umfragen der die das dem den des ein eine einer eines einem
einen kein keine mein meine
io mi noi lui lei loro questo questa questi queste alcuni alcune molti molte altri autore autrice testo articolo
libro studio fonte rapporto domanda il lo gli una
eu mim nós ele ela eles elas isto isso este esta estes estas alguns algumas muitos muitas outros autor autora
texto artigo livro estudo fonte relatório pergunta o os as um uma
ik mij wij ons hij zij ze het dit dat deze die sommigen velen anderen auteur tekst artikel boek onderzoek bron
rapport vraag de een mijn
saya aku kami kita dia ia mereka ini itu beberapa banyak penulis pengarang teks artikel buku penelitian sumber
laporan pertanyaan para ahli guru siswa
ben bana biz o onlar bu şu bazı birçok yazar metin makale kitap çalışma kaynak rapor soru öğretmen uzmanlar
já mě my on ona oni tento tato toto někteří mnozí autor autorka text článek kniha studie zdroj zpráva otázka
ja mene mi on ona oni ovaj ova ovo neki mnogi autor autorica tekst članak knjiga studija izvor izvješće pitanje
я меня мы он она они это этот эта некоторые многие автор автора текст статья статьи книга исследование источник
доклад вопрос
я мене ми він вона вони це цей ця деякі багато автор автора текст стаття статті книга дослідження джерело
كاتب مؤلف نص مقال مقالة كتاب دراسة بعض كثيرون كثيرين ناس رأي رأيي هو هي هم نحن أنا معلم أستاذ باحث باحثون خبراء
نظري أحد أحدهم طلاب طالب شخص أشخاص الجميع
نویسنده متن مقاله کتاب من او ما آنها برخی بسیاری استاد معلم این آن پژوهش یکی مردم دانش‌آموزان دانشجویان
लेखक पाठ लेख किताब पुस्तक मैं मेरे वह हम वे कुछ कई लोग शिक्षक इस उस यह एक छात्र विद्यार्थी
autor autora autorka autorki tekst tekstu artykuł artykułu książka książki badanie badania źródło źródła raport
raportu naukowcy eksperci badacze uczniowie nauczyciel textu článok článku knihy štúdia správa
författaren författare texten artikeln boken studien undersökningen källan rapporten forskare forskarna experter
experterna läraren forfatteren teksten artiklen bogen studiet undersøgelsen kilden forskerne eksperterne læreren
artikkelen boka undersøkelsen ekspertene
minä minun minua me meidän sinä hän hänen he heidän tämä tämän nämä näiden niiden jotkut joidenkin monet monien
muut muiden kirjoittaja kirjoittajan teksti tekstin artikkeli artikkelin kirja kirjan tutkimus tutkimuksen
tutkimusten lähde lähteen raportti raportin tutkijat tutkijoiden asiantuntijat asiantuntijoiden opettaja
opettajan kuten tilastojen arvioiden uutisten lain perinteen kyselyn selvityksen kaikkien useiden ihmisten
pääsin pääsit pääsi pääsimme pääsivät lähdin lähdit lähti lähdimme lähtivät otin otit otti otimme ottivat tulin
tulit tuli tulimme tulivat menin meni menimme menivät pääsee lähtee ottaa tulee otetaan lähdetään päästään
én engem mi ő ők ez az ezek azok egyesek sokan sokak mások néhányan mindenki többek szerző szerzője szöveg
cikk könyv tanulmány forrás jelentés kutatók kutatások szakértők tudósok becslések felmérések statisztikák adatok
hírek tanulmányok vélemények hagyomány törvény legenda elméletek jelentések tapasztalatok
autorul autorului autoarea textul textului articolul articolului cartea studiul studiului sursa raportul
cercetătorii specialiștii specialiştii
εγώ εμένα εμείς εμάς αυτός αυτή αυτό αυτοί αυτές αυτά κάποιοι πολλοί άλλοι ο η το οι τα του της των τον την
συγγραφέας συγγραφέα κείμενο κειμένου άρθρο άρθρου βιβλίο βιβλίου μελέτη μελέτης έρευνα έρευνας πηγή έκθεση
ερευνητές ειδικοί επιστήμονες μαθητές καθηγητής
autora llibre estudi informe
""".casefold().split())
#: Arabic clitics written onto a word: "and", "to the", "the" ("للنص": to the text).
_ARABIC_CLITIC = re.compile(r"^(?:و|ف)?(?:ب|ل|ك)?(?:ال|ل)?(?=\w{2})")

# ---------------------------------------------------------------- words of a window

#: A word: letters, with the combining marks and joiners of Devanagari, Arabic and Persian, and the
#: apostrophes inside it (l'écrit, Hartley'e, O’Brien), or the colon that joins a Finnish or Swedish case
#: ending to an acronym (WHO:n mukaan, EU:s rapport).
_MARKS = r"\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0900-\u0963\u200c\u200d"
_WORD = re.compile(r"[^\W\d_][\w" + _MARKS + r"]*(?:['’:][\w" + _MARKS + r"]+)*")
#: What a quick look for the phrases' words finds: runs of letters and digits.
_PLAIN_WORD = re.compile(r"\w+")
_TITLE_OPENING = frozenset("“„«»‹›'\"‘‚「『")
_TITLE_CLOSING = frozenset("”“»«›‹'\"’‘」』")


def _phrases(listing: str) -> dict[str, list[tuple[str, ...]]]:
    """Return first word -> the rest of each phrase starting with it (longest first)."""
    table: dict[str, list[tuple[str, ...]]] = {}
    for phrase in listing.replace("\n", "|").split("|"):
        words = tuple(_WORD.findall(phrase.strip().casefold()))
        if words:
            table.setdefault(words[0], []).append(words[1:])
    for rests in table.values():
        rests.sort(key=len, reverse=True)
    return table


_BEFORE_TABLE = _phrases(_BEFORE_NAME)
_WEAK_TABLE = _phrases(_WEAK_BEFORE_NAME)
_AFTER_TABLE = _phrases(_AFTER_NAME)
_POSSESSIVE_TABLE = _phrases(_AFTER_POSSESSIVE)
_RIGHT_AFTER_TABLE = _phrases(_RIGHT_AFTER_NAME)
_VERB_TABLE = _phrases(_VERBS)
_AS_TABLE = _phrases(_AS)
_FIRST_WORDS = frozenset().union(_BEFORE_TABLE, _WEAK_TABLE, _AFTER_TABLE, _POSSESSIVE_TABLE, _VERB_TABLE,
                                 _RIGHT_AFTER_TABLE)
#: Each first word -> whether a phrase of _BEFORE_TABLE, _WEAK_TABLE, _RIGHT_AFTER_TABLE, _AFTER_TABLE,
#: _POSSESSIVE_TABLE and _VERB_TABLE starts with it: _names_in looks only in the tables that may match.
_TABLES_OF = {word: tuple(word in table for table in (_BEFORE_TABLE, _WEAK_TABLE, _RIGHT_AFTER_TABLE, _AFTER_TABLE,
                                                      _POSSESSIVE_TABLE, _VERB_TABLE))
              for word in _FIRST_WORDS}


def _triggers(*listings: str) -> frozenset[str]:
    """Return the longest plain run of letters of each phrase, in lower case ("in the words of": "words",
    "l'écrit": "écrit"): a range holding none of them holds none of the phrases."""
    phrases = [phrase for listing in listings for phrase in listing.replace("\n", "|").split("|")]
    return frozenset(max(_PLAIN_WORD.findall(phrase.lower()), key=len) for phrase in phrases if phrase.strip())


_TRIGGERS = _triggers(_BEFORE_NAME, _AFTER_NAME, _AFTER_POSSESSIVE, _VERBS)
_WEAK_TRIGGERS = frozenset(word.capitalize() for word in _WEAK_BEFORE_NAME.split("|"))

#: Where a signal phrase may stand: any of the phrases' longest words, the words said right after a quotation
#: and the weak ones, folded (names_a_source decides).
_ANY_TRIGGER = frozenset(_TRIGGERS | {w.lower() for w in _WEAK_TRIGGERS} | set(_RIGHT_AFTER_NAME.split("|")))


def names_someone(text: str, start: int, end: int) -> bool:
    """Return True when text[start:end] holds a title in quotation marks or, past its first word, a word that
    may name a source (a capitalised word that is not a pronoun or a common noun: _kind)."""
    words = _words(text, start, end)
    if any(text[words[i - 1][2] : words[i][1]].strip()[-1:] in _TITLE_OPENING for i in range(1, len(words))):
        return True
    return any(_kind(word) == "name" for word, _, _ in words[1:])


#: Every word of every signal phrase, folded: a clause ending on one ends on its signal phrase.
_PHRASE_WORDS = frozenset(word for table in (_BEFORE_TABLE, _AFTER_TABLE, _POSSESSIVE_TABLE, _RIGHT_AFTER_TABLE,
                                             _VERB_TABLE) for first, rests in table.items()
                          for word in (first, *(w for rest in rests for w in rest)))


def ends_on_the_source(text: str, start: int, end: int) -> bool:
    """Return True when text[start:end] ends on a signal phrase or the source it names: a capitalised word, a
    word of a phrase or a title's closing mark ("As Hartley notes", "según Ortega", "…in „Titel“"), not on
    the student's own words ("Hartley writes that bees die")."""
    stripped = text[start:end].rstrip(" \t\u00a0\u202f")
    if not stripped:
        return False
    if stripped[-1] in _TITLE_CLOSING:
        return True
    words = _WORD.findall(stripped[-80:])
    return bool(words) and (words[-1][0].isupper() or words[-1].casefold() in _PHRASE_WORDS
                            or _stem(words[-1]).casefold() in _PHRASE_WORDS)


#: From this many characters, trigger_positions finds a text's words by array operations and reads as strings
#: only those whose _run_keys a trigger shares: on PAN 2k (2,000 texts of 7,100 characters on average) 0.48 ->
#: 0.27 s of CPU (best of 5); on 15,000 texts of 80-300 words each text's dozen numpy calls cost what the
#: regex's pass saves (0.57 s either way), so trigger_positions_of reads shorter texts together.
ARRAY_MIN_CHARACTERS = 2_000


def trigger_positions(text: str) -> list[int]:
    """Return where a word of a signal phrase stands in `text` (see _ANY_TRIGGER), in text order."""
    lowered = text.lower()
    if len(lowered) != len(text):  # a letter lowered to two ("İ"): each word lowered on its own
        return [match.start() for match in _PLAIN_WORD.finditer(text) if match.group().lower() in _ANY_TRIGGER]
    # Every letter lowered to one: the lowered text's words stand where the text's do (lowering keeps a word
    # character one, checked over every code point) and read as each lowered alone (but a final sigma, which
    # no signal word holds).
    if len(lowered) >= ARRAY_MIN_CHARACTERS:
        return _triggers_by_arrays(lowered)
    return [match.start() for match in _PLAIN_WORD.finditer(lowered) if match.group() in _ANY_TRIGGER]


def trigger_positions_of(texts: Sequence[str]) -> list[list[int]]:
    """Return trigger_positions(text) of each of `texts`, in order. The texts shorter than ARRAY_MIN_CHARACTERS
    (and lowered letter for letter) are read together, joined by line breaks, in one pass of array operations:
    a text's dozen numpy calls then cost once per batch (15,000 texts of 80-300 words, 40 a batch: 0.67 ->
    0.31 s of CPU). No run of word characters crosses a line break, so each text's words are its own."""
    found: list[list[int] | None] = [None] * len(texts)
    joined: list[str] = []
    offsets: list[int] = []
    members: list[int] = []
    offset = 0
    for index, text in enumerate(texts):
        lowered = text.lower()
        if len(lowered) != len(text) or len(lowered) >= ARRAY_MIN_CHARACTERS:
            found[index] = trigger_positions(text)
            continue
        joined.append(lowered)
        offsets.append(offset)
        members.append(index)
        offset += len(lowered) + 1
    if joined:
        positions = _triggers_by_arrays("\n".join(joined))
        for lowered, start, index in zip(joined, offsets, members):
            lower = bisect.bisect_left(positions, start)
            upper = bisect.bisect_left(positions, start + len(lowered), lower)
            found[index] = [position - start for position in positions[lower:upper]]
    return found


def _triggers_by_arrays(lowered: str) -> list[int]:
    """Return where a word of _ANY_TRIGGER stands in the lowered text `lowered`: its runs of word characters
    (_word_characters) whose _run_keys a trigger's key matches, each then read as a string."""
    codes = text_codes(lowered)
    starts, ends = true_runs(_word_characters(codes))
    maybe = in_sorted(_TRIGGER_KEYS, _run_keys(codes, starts, ends))
    return [start for start, end in zip(starts[maybe].tolist(), ends[maybe].tolist())
            if lowered[start:end] in _ANY_TRIGGER]


def _word_characters(codes: np.ndarray) -> np.ndarray:
    """Return a boolean per code point: True for a word character as a regex reads one (str.isalnum, or "_":
    the same over every code point, tests/engine/test_clause_marks.py)."""
    mask = ASCII_WORD_CHAR[np.minimum(codes, 127)]  # 127 (DEL) is not a word character
    beyond = codes >= 128
    if beyond.any():
        others = sorted_unique(codes[beyond])
        alike = np.array([chr(code).isalnum() for code in others.tolist()], dtype=bool)
        mask[beyond] = alike[np.searchsorted(others, codes[beyond])]
    return mask


def _run_keys(codes: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """Return a key (uint64) per run codes[start:end] made of its length and its first, second and last code:
    two equal runs have one key (two different runs may too)."""
    first = codes[starts].astype(np.uint64)
    second = codes[np.minimum(starts + 1, ends - 1)].astype(np.uint64)
    last = codes[ends - 1].astype(np.uint64)
    key = (ends - starts).astype(np.uint64)
    for code in (first, second, last):
        key = key * np.uint64(0x110000) + code  # wraps round 2**64: the key is a hash, each match read again
    return key


def _trigger_keys() -> np.ndarray:
    """Return the sorted _run_keys of every word of _ANY_TRIGGER."""
    codes = text_codes(" ".join(sorted(_ANY_TRIGGER)))
    starts, ends = true_runs(_word_characters(codes))
    return sorted_unique(_run_keys(codes, starts, ends))


_TRIGGER_KEYS = _trigger_keys()


Word = tuple[str, int, int]  # the word, its start and end in the text


def _words(text: str, start: int, end: int) -> list[Word]:
    return [(m.group(), m.start(), m.end()) for m in _WORD.finditer(text, start, end)]


def _matches(table: dict[str, list[tuple[str, ...]]], text: str, words: list[Word], k: int) -> int:
    """Return how many words from k a phrase of `table` covers (0: none): the phrase's words one after the
    other with only white space between them."""
    rests = table.get(words[k][0].casefold())
    if rests is None:
        return 0
    for rest in rests:
        if k + len(rest) >= len(words):
            continue
        if all(words[k + 1 + j][0].casefold() == word and _blank(text, words[k + j][2], words[k + 1 + j][1])
               for j, word in enumerate(rest)):
            return 1 + len(rest)
    return 0


def _blank(text: str, start: int, end: int) -> bool:
    return not text[start:end].strip()


def _stem(word: str) -> str:
    """Return the word without the suffix an apostrophe or a colon joins to it (Hartley'e, Vasseur's, WHO:n)
    or the elided article before it (l'Écho, d'Hartley): O'Brien stays whole."""
    if "'" not in word and "’" not in word and ":" not in word:
        return word
    head, tail = re.split("['’:]", word, maxsplit=1)
    if len(head) <= 2 and (head.islower() or tail[:1].isupper()):
        return tail if head.islower() else word
    return head


def _caseless(word: str) -> bool:
    return not word[0].isupper() and not word[0].islower()


def _kind(word: str) -> str:
    """Return "name" for a word that may name a source, "filler" for a small or common word, "initial" for a
    capital alone (J. Hartley)."""
    stem = _stem(word)
    folded = stem.casefold()
    if not stem or folded in _NO_NAME or stem[0].islower():
        return "filler"
    if _caseless(stem) and _ARABIC_CLITIC.sub("", stem) in _NO_NAME:
        return "filler"
    return "initial" if len(stem) == 1 else "name"


# ---------------------------------------------------------------- the source's name around a phrase


#: A word that makes the verb before it impersonal: "jak mówi się w Polsce" (as one says in Poland) names no one.
_IMPERSONAL = frozenset({"się"})


def _name_after(text: str, words: list[Word], k: int, limit: int, strict: bool = False) -> bool:
    """Return True when a name follows the phrase that ends before words[k] (up to `limit`): after at most
    four small words ("the report by"), with no punctuation in between. `strict`: the name comes at once (or
    after one small word) and a comma follows it."""
    position = words[k - 1][2] if k else 0
    fillers = 0
    while k < len(words) and words[k][1] < limit:
        word, start, end = words[k]
        gap = text[position:start].strip()
        if gap:
            if gap[-1] in _TITLE_OPENING and word[0].isupper():
                return not strict  # a title in quotation marks: As “The Economist” puts it
            if not (gap == "." and _kind(words[k - 1][0]) == "initial"):
                return False
        kind = _kind(word)
        if kind == "name":
            return not strict or text[end : end + 2].lstrip().startswith(",")
        if kind == "filler":
            fillers += 1
            if fillers > (1 if strict else 4) or len(word) > 14 or _caseless(word) or word in _IMPERSONAL:
                return False
        position = end
        k += 1
    return False


_YEAR_BETWEEN = re.compile(r"\s*\(\s*\d{4}[a-z]?(?:[,:]\s?(?:pp?\.|S\.|s\.|pág\.|hlm\.|str\.|o\.|old\.|σ\.|σελ\.|pàg\.|pag\.)?"
                           r"\s?\d{1,4})?\s*\)\s*")
#: Small words inside a name: Ludwig van Beethoven, Leonardo da Vinci, Ibn al-Haytham.
_PARTICLES = frozenset("de van von der den da di del du la le bin ibn al ten ter zu y e".split())


def _name_before(text: str, words: list[Word], k: int, lower: int | None, known: Callable[[str], bool],
                 possessive: bool = False) -> bool:
    """Return True when the words just before words[k] name a source: capitalised words (a bracketed year or
    a title's closing mark may follow them) ending right there, not a pronoun or a common noun. With `lower`
    (where the sentence starts), a single word that opens it names a source only when `known` says the text
    capitalises it elsewhere ("Students argue" names none). `possessive`: the name carries its suffix after
    an apostrophe (Hartley'e göre, in Vasseur's words)."""
    j = k - 1
    while j >= 0 and words[j][0].casefold() in _BETWEEN:
        j -= 1
    if j < 0:
        return False
    gap = text[words[j][2] : words[j + 1][1]]  # after the name, before the words between it and the phrase
    if gap.strip() == "," and not possessive:
        j = _before_apposition(text, words, j)  # "Claire Vasseur, journaliste au Monde, affirme"
        if j < 0:
            return False
    elif gap.strip() and not _YEAR_BETWEEN.fullmatch(gap) and gap.strip() not in _TITLE_CLOSING:
        return False
    if gap.strip() in _TITLE_CLOSING and not possessive and _quoted_title_ends(text, words[j][2]):
        return True  # "wie Ulrike Brandt in „Warum wir so viel wegwerfen“ schreibt": the title names the source
    if possessive:
        return ("'" in words[j][0] or "’" in words[j][0] or ":" in words[j][0]) and _kind(words[j][0]) == "name"
    names, first = 0, j
    while j >= 0:
        kind = _kind(words[j][0])
        if kind == "name":
            names += 1
        elif kind != "initial" and not (names and words[j][0] in _PARTICLES):
            break
        first = j
        if j == 0:
            break
        between = text[words[j - 1][2] : words[j][1]].strip()
        if between and not (between == "." and _kind(words[j - 1][0]) == "initial"):
            break
        j -= 1
    if names == 0:
        return False
    if names > 1:
        return True
    stem = _stem(words[first][0])
    if lower is None or _caseless(stem) or text[lower : words[first][1]].strip(" \t\n\u00a0\u202f\"'“”„«»‘’‚‹›(["):
        return True
    return known(stem)


#: A title in quotation marks between a name and its verb is at most this many words long.
TITLE_WORDS = 12


def _quoted_title_ends(text: str, end: int) -> bool:
    """Return True when a title in quotation marks of at most TITLE_WORDS words on one line ends at `end`
    (its last word's end, its closing mark after it)."""
    lower = max(0, end - 150)
    opening = max(text.rfind(mark, lower, end) for mark in _TITLE_OPENING)
    if opening == -1:
        return False
    title = text[opening + 1 : end]
    return "\n" not in title and 0 < len(title.split()) <= TITLE_WORDS and not _SENTENCE_INSIDE.search(title)


#: A sentence's end inside a stretch: it is no title.
_SENTENCE_INSIDE = re.compile(r"[.!?]\s")


#: An apposition between a name and its verb is at most this many words long.
APPOSITION_WORDS = 8


def _before_apposition(text: str, words: list[Word], j: int) -> int:
    """Return the index of the word before the comma that opens an apposition ending with words[j] (a few
    words between commas after a name), or -1."""
    for i in range(j - 1, max(-1, j - APPOSITION_WORDS - 1), -1):
        between = text[words[i][2] : words[i + 1][1]].strip()
        if between == ",":
            return i
        if between and not (between == "." and _kind(words[i][0]) == "initial") and between not in _TITLE_CLOSING \
                and between not in _TITLE_OPENING:
            return -1
    return -1


# ---------------------------------------------------------------- the search


def names_a_source(text: str, before: tuple[int, int], after: tuple[int, int], known: Callable[[str], bool],
                   reported: bool = False) -> bool:
    """Return True when a signal phrase in `before` (the quotation's sentence up to its opening mark) or
    `after` (from its closing mark to the sentence's end) names the quotation's source.

    `known(word)` says whether the text capitalises `word` where no sentence starts (a name, not a word
    capitalised for opening a sentence). With `reported` (a paraphrase's sentence, no quotation), a verb after
    the name reports what the source says only when "that", a colon or a comma follows it, or nothing
    ("Hartley writes that", "As Hartley notes,"): "When Luther wrote his theses" names no source.
    Reads the two ranges a bounded number of times.
    """
    for lower, upper, right_after in ((*before, False), (*after, True)):
        if upper > lower and _names_in(text, lower, upper, right_after, known, reported):
            return True
    return False


#: What follows a verb that reports what a source says: "that" in the benches' languages and others (folded:
#: Greek "πως" ends with a final sigma).
_THAT = frozenset("that dass daß que qu qu' qu’ che dat bahwa ki že da что що że att että hogy că ότι πως"
                  .casefold().split())


def _reports(text: str, words: list[Word], after: int, upper: int) -> bool:
    """Return True when the verb ending before words[after] reports a source's words: nothing, a colon, a
    comma or an opening quotation mark follows it in text[:upper], or "that" (_THAT)."""
    end = words[after - 1][2]
    following = text[end:upper].lstrip(" \u00a0\u202f")
    if not following or following[0] in ":,;" or following[0] in _TITLE_OPENING:
        return True
    return after < len(words) and words[after][0].casefold() in _THAT


def _names_in(text: str, lower: int, upper: int, right_after: bool, known: Callable[[str], bool],
              reported: bool = False) -> bool:
    """Return True when a signal phrase in text[lower:upper] names a source (see names_a_source);
    `right_after`: the range starts at the quotation's closing mark; `reported`: see names_a_source."""
    pieces = _PLAIN_WORD.findall(text, lower, upper)
    if not pieces:
        return False
    # A dash may stand between the quotation and its signal phrase: „…” – pisze Kowalski, „…” – írja Kovács.
    at_once = right_after and not text[lower : text.find(pieces[0], lower)].strip(" ,.:;\u00a0\u202f–—-")
    if (_TRIGGERS.isdisjoint(map(str.lower, pieces)) and _WEAK_TRIGGERS.isdisjoint(pieces)
            and not (at_once and pieces[0].lower() in _RIGHT_AFTER_TABLE)):
        return False
    words = _words(text, lower, upper)
    for k in range(len(words)):
        tables = _TABLES_OF.get(words[k][0].casefold())
        if tables is None:
            continue
        before, weak, right_after_name, after, possessive, verb = tables  # which tables a phrase may start in
        covered = before and _matches(_BEFORE_TABLE, text, words, k)
        if covered and _name_after(text, words, k + covered, upper):
            return True
        covered = weak and _matches(_WEAK_TABLE, text, words, k)
        if covered and words[k][0][0].isupper() and _name_after(text, words, k + covered, upper, strict=True):
            return True
        if k == 0 and at_once and right_after_name and _matches(_RIGHT_AFTER_TABLE, text, words, k) \
                and _name_after(text, words, 1, upper):
            return True
        if after and _matches(_AFTER_TABLE, text, words, k) and _name_before(text, words, k, None, known):
            return True
        if possessive and _matches(_POSSESSIVE_TABLE, text, words, k) \
                and _name_before(text, words, k, None, known, True):
            return True
        covered = verb and _matches(_VERB_TABLE, text, words, k)
        if not covered or (reported and k and words[k][0][0].isupper()):
            continue  # reported: a capitalised "States" or "Report" inside a sentence is a name, not a verb
        # After the quotation its sentence goes on: a capital there opens no sentence.
        if _name_before(text, words, k, None if right_after else lower, known) and (
                not reported or _reports(text, words, k + covered, upper)):
            return True
        introduced = (k == 0 and at_once) or any(_matches(_AS_TABLE, text, words, i) == k - i
                                                 for i in range(max(0, k - 2), k))
        if introduced and _name_after(text, words, k + covered, upper):
            return True
    return False


#: How many words' other uses one text is searched for, and how many uses of each are looked at: a text
#: built of thousands of names costs a bounded number of passes (a word not looked at names no source).
MAX_WORDS_LOOKED_UP = 32
MAX_USES_LOOKED_AT = 200


#: What follows an author's name opening a reference-list entry: an initial, or a year on the same line
#: ("Vasseur, C. (2023).", "Vasseur, Claire. 2023.").
_REFERENCE_AFTER_NAME = re.compile(r",\s?(?:[^\W\d_]{1,3}\.|[^\n]{0,60}?\(?\d{4}[a-z]?\)?[.,])")


def capitalised_names(text: str) -> Callable[[str], bool]:
    """Return a test of whether the text capitalises a word where no sentence starts: after a word (or a
    comma) and a space, after a bracket ("(Vasseur, 2023)"), or opening a reference-list entry ("Vasseur,
    C. (2023)"). Each word is looked up once."""
    answers: dict[str, bool] = {}

    def known(word: str) -> bool:
        if word not in answers:
            if len(answers) >= MAX_WORDS_LOOKED_UP:
                return False
            answers[word] = _capitalised_elsewhere(text, word)
        return answers[word]

    return known


def _capitalised_elsewhere(text: str, word: str) -> bool:
    """Return True when `word` stands in `text` where a name stands, not where a sentence starts (see
    capitalised_names)."""
    position, looked_at = text.find(word), 0
    while position != -1 and looked_at < MAX_USES_LOOKED_AT:
        looked_at += 1
        end = position + len(word)
        if not text[end : end + 1].isalnum() and not text[position - 1 : position].isalnum():
            before = text[max(0, position - 2) : position]
            if before.endswith("(") or (len(before) == 2 and before[1] in " \u00a0" and (
                    before[0].isalpha() or before[0] in ",;:")):
                return True
            if (position == 0 or text[position - 1] == "\n") and _REFERENCE_AFTER_NAME.match(text, end):
                return True
        position = text.find(word, position + 1)
    return False
