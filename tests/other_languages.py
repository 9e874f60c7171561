"""Legitimately shared text in languages the benches do not cover (issue 39): Polish, Slovak, Swedish, Danish,
Norwegian, Finnish, Hungarian, Romanian, Catalan and Greek.

For each language: a sentence of a source in the language's own quotation marks; signal phrases that cite it by
naming its source (Q stands for the quotation); signal phrases that name no one; a few sentences of an honest
essay whose ordinary words look like a signal phrase ("jak", "som", "kuten", "după", "szerint", "όπως"); a
reference-list heading, the assignment sheet's name, a folder of sources and a cover sheet. Every text here was
written for these tests.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    """What one language's students write around a quotation, and the teacher around the class."""

    quotation: str  # the source's sentence in the language's quotation marks
    cited: tuple[str, ...]  # sentences citing the quotation Q by a signal phrase that names its source
    unnamed: tuple[str, ...]  # sentences introducing Q by a signal phrase that names no one
    honest: str  # a student's own sentences, whose ordinary words look like signal phrases
    paraphrase: str  # a sentence that paraphrases a source and names it
    headings: tuple[str, ...]  # reference-list headings
    sheets: tuple[str, ...]  # names of the assignment sheet
    folders: tuple[str, ...]  # names of a folder of the teacher's sources or instructions
    cover: tuple[str, str]  # a cover sheet, and the name it gives


LANGUAGES = {
    "pl": Language(
        quotation="„Szkoła powinna uczyć samodzielnego myślenia, a nie tylko zapamiętywania faktów z podręcznika.”",
        cited=("Według Jana Kowalskiego Q", "Jak pisze Kowalski, Q", "Jan Kowalski twierdzi, że Q",
               "Q – pisze Jan Kowalski.", "Q, podkreśla Kowalska.", "Według Uniwersytetu Warszawskiego Q"),
        unnamed=("Według mnie, Q", "Według autora tekstu Q", "Moim zdaniem Q", "Jak wiadomo, Q",
                 "Jak mówi się w Polsce, Q"),
        honest=("Nie wiem, jak mówi się o tym w Warszawie. Jak pisze się dobre wypracowanie o Polsce? Uczniowie, "
                "jak wszyscy, lubią Kraków. Myślę, że Polska potrzebuje lepszych szkół, jak mówi się w Gdańsku."),
        paraphrase="Według Jana Kowalskiego polskie szkoły uczą zbyt wielu faktów, a za mało myślenia.",
        headings=("Bibliografia", "Źródła", "Przypisy", "Wykaz literatury"),
        sheets=("Zadanie 3.docx", "Polecenie do eseju.pdf"),
        folders=("Źródła", "Materiały do lekcji", "Instrukcje"),
        cover=("Imię i nazwisko: Jan Nowak\nKlasa: 3B\n\nEsej o szkole", "Jan Nowak"),
    ),
    "sk": Language(
        quotation="„Škola by mala učiť žiakov samostatne myslieť, a nie iba memorovať fakty z učebnice.“",
        cited=("Podľa Jána Nováka Q", "Ako píše Novák, Q", "Ján Novák tvrdí, že Q", "Q, uvádza Ján Novák."),
        unnamed=("Podľa mňa Q", "Podľa textu Q", "Ako vieme, Q"),
        honest=("Ako povedal môj otec, Slovensko je krásne. Ako píšem v úvode, Európa sa mení. Ako hovorí "
                "príslovie, bez práce nie sú koláče."),
        paraphrase="Podľa Jána Nováka sa slovenské školy príliš sústreďujú na fakty a málo na myslenie.",
        headings=("Zoznam použitej literatúry", "Použitá literatúra", "Zdroje"),
        sheets=("Zadanie 2.docx", "Úloha.pdf"),
        folders=("Zdroje", "Materiály", "Pokyny"),
        cover=("Meno a priezvisko: Ján Novák\nTrieda: 3.A\n\nEsej", "Ján Novák"),
    ),
    "sv": Language(
        quotation="”Skolan ska lära eleverna att tänka själva och inte bara att komma ihåg fakta utantill.”",
        cited=("Enligt Svensson: Q", "Enligt WHO:s rapport Q", "Anna Svensson skriver att Q",
               "Q, skriver Anna Svensson.", "Som Svensson skriver, Q", "Enligt Skolverket Q"),
        unnamed=("Enligt mig Q", "Enligt texten Q", "Som det står i texten: Q", "Som många säger, Q"),
        honest=("Det finns många elever som skriver sina uppsatser sent i Stockholm. Eleverna som säger att "
                "Sverige är bäst har fel. Läraren som visar oss Europa på kartan är snäll. Jag menar att Malmö "
                "är vackert."),
        paraphrase="Enligt Anna Svensson lär sig svenska elever för mycket fakta och för lite tänkande.",
        headings=("Källor", "Referenser", "Källförteckning", "Litteraturförteckning"),
        sheets=("Uppgift 2.docx", "Uppgiften.pdf"),
        folders=("Källor", "Källmaterial", "Instruktioner"),
        cover=("Namn: Anna Svensson\nKlass: 9A\n\nUppsats", "Anna Svensson"),
    ),
    "da": Language(
        quotation="»Skolen skal lære eleverne at tænke selv og ikke kun at huske fakta udenad.«",
        cited=("Ifølge Hansen Q", "Mette Hansen skriver: Q", "Q, siger Mette Hansen.", "Som Hansen påpeger, Q",
               "Ifølge Danmarks Statistik Q"),
        unnamed=("Ifølge mig Q", "Ifølge teksten Q", "Som forfatteren skriver, Q", "Som mange siger, Q"),
        honest=("Der er mange elever som skriver om Danmark. Folk som siger at Europa er gammelt har ret. Jeg "
                "mener at København er smuk, og læreren som viser os Jylland er sød."),
        paraphrase="Ifølge Mette Hansen lærer danske elever for mange fakta og for lidt selvstændig tænkning.",
        headings=("Litteraturliste", "Kilder", "Kildeliste", "Referencer"),
        sheets=("Opgave 3.docx", "Opgaveformulering.pdf"),
        folders=("Kilder", "Kildemateriale", "Instruktioner"),
        cover=("Navn: Mette Hansen\nKlasse: 2.g\n\nOpgave", "Mette Hansen"),
    ),
    "no": Language(
        quotation="«Skolen skal lære elevene å tenke selv og ikke bare å huske fakta utenat.»",
        cited=("Ifølge Hansen Q", "Kari Hansen hevder at Q", "Q, skriver Kari Hansen.", "Som Hansen påpeker, Q"),
        unnamed=("Ifølge meg Q", "Ifølge teksten Q", "Som forfatteren skriver, Q"),
        honest=("Det er mange elever som skriver om Norge. De som sier at Europa er gammelt tar feil. Jeg mener "
                "at Oslo er fin, og læreren som viser oss Bergen er snill."),
        paraphrase="Ifølge Kari Hansen lærer norske elever for mye fakta og for lite selvstendig tenkning.",
        headings=("Litteraturliste", "Kilder", "Kildeliste", "Referanser"),
        sheets=("Oppgave 1.docx", "Oppgavetekst.pdf"),
        folders=("Kilder", "Instruksjoner"),
        cover=("Fornavn: Kari\nEtternavn: Nordmann\n\nOppgave", "Kari Nordmann"),
    ),
    "fi": Language(
        quotation="”Koulun pitäisi opettaa oppilaat ajattelemaan itse, kyseenalaistamaan lukemansa ja keskustelemaan "
                  "toistensa kanssa eikä vain muistamaan ulkoa faktoja kokeita varten, jotka unohtuvat heti.”",
        cited=("Virtasen mukaan Q", "Matti Virtasen mukaan Q", "WHO:n mukaan Q", "Matti Virtanen kirjoittaa, että Q",
               "Q, toteaa Matti Virtanen.", "Virtasen mielestä Q", "Opetushallituksen raportin mukaan Q"),
        unnamed=("Tekstin mukaan Q", "Minun mielestäni Q", "Kirjoittajan mukaan Q", "Tutkimusten mukaan Q",
                 "Kuten tiedämme, Q"),
        honest=("Kuten tiedämme, Suomi on pieni maa. Koulut ottavat mukaan Helsingin oppilaat. Kuten Suomessa "
                "usein, talvi on pitkä. Pääsin mukaan Oulun kuoroon. Minun mielestäni Tampere on kaunis kaupunki."),
        paraphrase="Matti Virtasen mukaan suomalaiset koulut opettavat liikaa faktoja ja liian vähän ajattelua.",
        headings=("Lähteet", "Lähdeluettelo", "Kirjallisuus"),
        sheets=("Tehtävä 4.docx", "Tehtävänanto.pdf"),
        folders=("Lähteet", "Lähdemateriaali", "Ohjeet"),
        cover=("Etunimi: Matti\nSukunimi: Virtanen\nLuokka: 9B\n\nEssee", "Matti Virtanen"),
    ),
    "hu": Language(
        quotation="„Az iskolának önálló gondolkodásra, az olvasottak megkérdőjelezésére és egymással folytatott "
                  "vitára kell tanítania, nem csupán a tények bemagolására a dolgozatok kedvéért, amelyeket másnap "
                  "elfelejtünk.”",
        cited=("Kovács szerint Q", "Kovács Péter szerint Q", "Kovács Péter azt írja, hogy Q",
               "Q – írja Kovács Péter.", "Ahogy Kovács Péter írja, Q", "A KSH adatai szerint Q"),
        unnamed=("Szerintem Q", "A szöveg szerint Q", "Sokak szerint Q", "Kutatások szerint Q", "Ezek szerint Q"),
        honest=("A terv szerint hétfőn Budapestre megyünk. Szerintem Magyarország szép ország. Ahogy mondtam, "
                "a Balaton nagy tó. A tanár írja a táblára a feladatot, ahogy mindig."),
        paraphrase="Kovács Péter szerint a magyar iskolák túl sok tényt és túl kevés gondolkodást tanítanak.",
        headings=("Irodalomjegyzék", "Felhasznált irodalom", "Források"),
        sheets=("Feladat.docx", "Feladatlap 2.pdf"),
        folders=("Források", "Forrásanyag", "Utasítások"),
        cover=("Név: Kovács Anna\nOsztály: 10.A\n\nEsszé", "Kovács Anna"),
    ),
    "ro": Language(
        quotation="„Școala trebuie să îi învețe pe elevi să gândească singuri, nu doar să memoreze fapte.”",
        cited=("Potrivit lui Popescu, Q", "După cum scrie Popescu, Q", "Ion Popescu afirmă că Q",
               "Q, spune Ion Popescu.", "Conform lui Popescu, Q", "Așa cum subliniază Ion Popescu, Q"),
        unnamed=("Potrivit textului, Q", "După părerea mea, Q", "După război, Q", "În opinia mea, Q"),
        honest=("După război, România s-a schimbat mult. După Crăciun mergem la București. Cum spune Maria, vine "
                "iarna. După cum vedem, școala contează în Europa."),
        paraphrase="Potrivit lui Ion Popescu, școlile românești predau prea multe fapte și prea puțină gândire.",
        headings=("Bibliografie", "Referințe bibliografice", "Surse"),
        sheets=("Temă.docx", "Cerință eseu.pdf"),
        folders=("Surse", "Materiale", "Instrucțiuni"),
        cover=("Nume și prenume: Ion Popescu\nClasa: a X-a\n\nEseu", "Ion Popescu"),
    ),
    "ca": Language(
        quotation="«L'escola ha d'ensenyar els alumnes a pensar per si mateixos i no només a memoritzar fets.»",
        cited=("Segons Puig, Q", "Tal com diu Marta Puig, Q", "Marta Puig afirma que Q", "Q, escriu Marta Puig.",
               "D'acord amb la UNESCO, Q"),
        unnamed=("Segons el text, Q", "Segons la meva opinió, Q", "Com diu la gent, Q"),
        honest=("Com diu la gent, Barcelona és bonica. Segons el calendari, anirem a Girona a l'estiu. La "
                "professora diu que Catalunya té molta història."),
        paraphrase="Segons Marta Puig, les escoles catalanes ensenyen massa fets i massa poc pensament.",
        headings=("Bibliografia", "Referències", "Referències bibliogràfiques", "Webgrafia"),
        sheets=("Enunciat.docx", "Tasca 1.pdf"),
        folders=("Fonts", "Materials", "Instruccions"),
        cover=("Nom i cognoms: Marta Puig Vila\nCurs: 4t ESO\n\nRedacció", "Marta Puig Vila"),
    ),
    "el": Language(
        quotation="«Το σχολείο πρέπει να μαθαίνει στους μαθητές να σκέφτονται μόνοι τους και όχι μόνο να "
                  "απομνημονεύουν.»",
        cited=("Σύμφωνα με τον Παπαδόπουλο, Q", "Όπως γράφει ο Παπαδόπουλος, Q",
               "Ο Γιώργος Παπαδόπουλος υποστηρίζει ότι Q", "Q, γράφει ο Γιώργος Παπαδόπουλος."),
        unnamed=("Σύμφωνα με το κείμενο, Q", "Κατά τη γνώμη μου, Q", "Όπως λένε πολλοί, Q"),
        honest=("Όπως λέει ο κόσμος, η Ελλάδα είναι όμορφη. Κατά τη διάρκεια του Πολέμου η Αθήνα υπέφερε. "
                "Σύμφωνα με το πρόγραμμα, πάμε στη Θεσσαλονίκη."),
        paraphrase="Σύμφωνα με τον Γιώργο Παπαδόπουλο, τα ελληνικά σχολεία διδάσκουν πολλά γεγονότα και λίγη σκέψη.",
        headings=("Βιβλιογραφία", "ΒΙΒΛΙΟΓΡΑΦΙΑ", "Βιβλιογραφικές αναφορές", "Πηγές"),
        sheets=("Εργασία 2.docx", "Εκφώνηση.pdf"),
        folders=("Πηγές", "ΠΗΓΕΣ", "Οδηγίες"),
        cover=("Ονοματεπώνυμο: Γιώργος Παπαδόπουλος\nΤάξη: Β΄\n\nΕργασία", "Γιώργος Παπαδόπουλος"),
    ),
}

#: A reference list's entries, in any of these languages.
ENTRIES = ("Kowalski, J. (2020). Szkoła przyszłości. Warszawa: Wydawnictwo Naukowe.\n\n"
           "Svensson, A. (2019). Att tänka själv. Stockholm: Skolförlaget.")
