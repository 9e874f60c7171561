<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Compares every document of a class with every other one, on this computer only, and shows the shared passages side by side.

plagcheck is free software under the MIT licence. It is built on Qt and PySide6 (GNU LGPL v3) and the other components listed under Third-party notices.</source>
        <translation>Vergelijkt elk document van een klas met alle andere, alleen op deze computer, en toont de gedeelde passages naast elkaar.

plagcheck is vrije software onder de MIT-licentie. Het is gebouwd op Qt en PySide6 (GNU LGPL v3) en de andere onderdelen die onder Kennisgevingen van derden staan.</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Over plagcheck</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licentie</translation>
    </message>
    <message>
        <source>Third-party &amp;notices</source>
        <translation>Kennisgevingen van &amp;derden</translation>
    </message>
</context>
<context>
    <name>Anonymise</name>
    <message>
        <source>Student {number}</source>
        <extracomment>The words stand-ins are made of, never masked as a student&apos;s name.</extracomment>
        <translation>Leerling {number}</translation>
    </message>
    <message>
        <source>Reference {number}</source>
        <translation>Referentie {number}</translation>
    </message>
    <message>
        <source>Student no. {number}</source>
        <translation>Leerling nr. {number}</translation>
    </message>
    <message>
        <source>Listed student {number}</source>
        <translation>Leerling van de lijst {number}</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Whole-document search: chance a pair is checked</source>
        <translation>Zoeken op hele documenten: kans dat een paar wordt gecontroleerd</translation>
    </message>
    <message>
        <source>Advanced. The whole-document search checks a pair with this chance, by how similar the two texts are overall. A copied paragraph inside a long essay is found by the passage search instead, so this curve does not limit what the threshold can show.</source>
        <translation>Geavanceerd. Het zoeken op hele documenten controleert een paar met deze kans, afhankelijk van hoe sterk de twee teksten in het geheel op elkaar lijken. Een gekopieerde alinea in een lang essay wordt gevonden door het zoeken op passages; deze curve beperkt dus niet wat de drempel kan tonen.</translation>
    </message>
    <message>
        <source>Whole-document search: chance a pair is checked ({bands} × {rows})</source>
        <translation>Zoeken op hele documenten: kans dat een paar wordt gecontroleerd ({bands} × {rows})</translation>
    </message>
    <message>
        <source>Scan a folder to see the curve</source>
        <translation>Scan een map om de curve te zien</translation>
    </message>
    <message>
        <source>{chance} at {similarity} similar overall</source>
        <translation>{chance} bij {similarity} totale gelijkenis</translation>
    </message>
    <message>
        <source>How many pairs at each score</source>
        <translation>Hoeveel paren per score</translation>
    </message>
    <message>
        <source>How many pairs share each share of text (tall bars are drawn shorter, so that a single pair still shows). Pairs on the right deserve a look. Click or drag to move the threshold.</source>
        <translation>Hoeveel paren welk deel van hun tekst delen (hoge staven worden korter getekend, zodat ook één paar zichtbaar blijft). De paren rechts verdienen een blik. Klik of sleep om de drempel te verplaatsen.</translation>
    </message>
    <message>
        <source>No pairs yet</source>
        <translation>Nog geen paren</translation>
    </message>
</context>
<context>
    <name>ClassController</name>
    <message>
        <source>File given to everyone: {name}</source>
        <translation>Bestand voor iedereen: {name}</translation>
    </message>
</context>
<context>
    <name>ClassFigures</name>
    <message>
        <source>{file}, {compared} compared</source>
        <extracomment>The class&apos;s own files (students&apos; work): every file found, whether it could be read or not. Of them, the files whose text was compared. Sources and reference-library texts compared with the class (not counted among its files). Files listed under File problems: not read, or read only in part (the class&apos;s, the sources&apos; and the files given to everyone).</extracomment>
        <translation>{file}, {compared} vergeleken</translation>
    </message>
    <message>
        <source> (and {text})</source>
        <translation> (en {text})</translation>
    </message>
</context>
<context>
    <name>ClassListDialog</name>
    <message>
        <source>Choose the class list</source>
        <extracomment>Asks for one file: (parent) -&gt; the chosen path (&quot;&quot; when cancelled). How many students the dialog shows as a sample of what was read.</extracomment>
        <translation>De klassenlijst kiezen</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.xlsx *.txt);;All files (*)</source>
        <translation>Klassenlijsten (*.csv *.xlsx *.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Klassenlijst</translation>
    </message>
    <message>
        <source>Choose the class list your platform exports: the Canvas gradebook (Grades → Export), Moodle&apos;s participants or grades, Google Classroom&apos;s or Teams&apos; grades, as CSV or Excel (.xlsx); or any table with the students&apos; names and their ids or e-mail addresses. Submissions are named after it, and the students who handed nothing in are listed in the Class tab. plagcheck only reads this file.</source>
        <translation>Kies de klassenlijst die uw platform exporteert: het cijferboek van Canvas (Cijfers → Exporteren), de deelnemers of cijfers van Moodle, de cijfers van Google Classroom of Teams, als CSV of Excel (.xlsx); of een willekeurige tabel met de namen van de leerlingen en hun id’s of e-mailadressen. De inzendingen krijgen daarnaar hun naam, en de leerlingen die niets inleverden staan op het tabblad Klas. plagcheck leest dit bestand alleen.</translation>
    </message>
    <message>
        <source>No class list</source>
        <translation>Geen klassenlijst</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>Student&apos;s name:</source>
        <translation>Naam van de leerling:</translation>
    </message>
    <message>
        <source>Id or e-mail address:</source>
        <translation>Id of e-mailadres:</translation>
    </message>
    <message>
        <source>(recognised from the columns)</source>
        <translation>(herkend aan de kolommen)</translation>
    </message>
    <message>
        <source>Without a class list, students are named as their files name them.</source>
        <translation>Zonder klassenlijst krijgen leerlingen de naam die hun bestanden hun geven.</translation>
    </message>
    <message>
        <source>Read as {kind}{how}: {count} students.</source>
        <translation>Gelezen als {kind}{how}: {count} leerlingen.</translation>
    </message>
    <message>
        <source>, its columns recognised</source>
        <translation>, kolommen herkend</translation>
    </message>
    <message>
        <source>   … and {count} more</source>
        <translation>   … en {count} meer</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <source>Student</source>
        <translation>Leerling</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Gelezen</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Ingeleverd</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Klassenlijst</translation>
    </message>
    <message>
        <source>Earlier attempts (not checked)</source>
        <translation>Eerdere pogingen (niet gecontroleerd)</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Niet vergeleken</translation>
    </message>
    <message>
        <source>How the files name their students. Recognised from the file names unless you choose: a platform&apos;s download, one folder per student, or one file per submission.</source>
        <extracomment>The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Hoe de bestanden hun leerlingen noemen. Herkend aan de bestandsnamen, tenzij u kiest: de download van een platform, één map per leerling of één bestand per inzending.</translation>
    </message>
    <message>
        <source>Check again this way</source>
        <translation>Zo opnieuw controleren</translation>
    </message>
    <message>
        <source>Scan the class again, reading the files as chosen</source>
        <translation>De klas opnieuw scannen en de bestanden lezen zoals gekozen</translation>
    </message>
    <message>
        <source>Read the files as:</source>
        <translation>Bestanden lezen als:</translation>
    </message>
    <message>
        <source>(no student named)</source>
        <translation>(geen leerling genoemd)</translation>
    </message>
    <message>
        <source>Named in the files: {name}</source>
        <translation>Genoemd in de bestanden: {name}</translation>
    </message>
    <message>
        <source>{files}  (not read)</source>
        <translation>{files}  (niet gelezen)</translation>
    </message>
    <message>
        <source>The cover sheet names {name}: a suggestion, not taken. Choose File → Class list… to name the students.</source>
        <translation>Het voorblad noemt {name}: een voorstel, niet overgenomen. Kies Bestand → Klassenlijst… om de leerlingen een naam te geven.</translation>
    </message>
    <message>
        <source>handed nothing in</source>
        <translation>niets ingeleverd</translation>
    </message>
    <message>
        <source>not on the class list</source>
        <translation>niet op de klassenlijst</translation>
    </message>
    <message>
        <source>on the class list (name shared)</source>
        <translation>op de klassenlijst (naam gedeeld)</translation>
    </message>
    <message>
        <source>on the class list</source>
        <translation>op de klassenlijst</translation>
    </message>
    <message>
        <source>cover sheet: {name}?</source>
        <translation>voorblad: {name}?</translation>
    </message>
</context>
<context>
    <name>ClassViewController</name>
    <message>
        <source>No scan yet.</source>
        <translation>Nog geen scan.</translation>
    </message>
</context>
<context>
    <name>ClusterGraph</name>
    <message>
        <source>Choose a group to see it drawn here.</source>
        <extracomment>How close (in pixels) to an edge a click must land to pick it.</extracomment>
        <translation>Kies een groep om die hier getekend te zien.</translation>
    </message>
</context>
<context>
    <name>CommonSource</name>
    <message>
        <source> (and 1 other reference)</source>
        <extracomment>Score of the pair (a, reference) and of the pair (b, reference). Share of the a-b passages&apos; text (both sides, in characters) that also lies in a passage shared with the reference: near 1.0, what A and B share is the reference&apos;s text.</extracomment>
        <translation> (en 1 andere referentie)</translation>
    </message>
    <message>
        <source> (and {more} other references)</source>
        <translation> (en {more} andere referenties)</translation>
    </message>
    <message>
        <source>Common source: {name_a} and {name_b} both match {reference}{tail}; {covered} of the text they share is also in it.</source>
        <translation>Gemeenschappelijke bron: {name_a} en {name_b} komen allebei overeen met {reference}{tail}; {covered} van de tekst die ze delen staat er ook in.</translation>
    </message>
</context>
<context>
    <name>CompareController</name>
    <message>
        <source>{share} of {role} found in {other}</source>
        <translation>{share} van {role} komt voor in {other}</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <extracomment>Show copied passages only (the window&apos;s View setting); applies from the next show_pair.</extracomment>
        <translation>Kies een paar op het tabblad Resultaten om de twee documenten hier te vergelijken.</translation>
    </message>
    <message>
        <source>{label} {similar} · longest run {longest} {units}</source>
        <translation>{label} {similar} · langste reeks {longest} {units}</translation>
    </message>
    <message>
        <source> · copied passages only</source>
        <translation> · alleen gekopieerde passages</translation>
    </message>
    <message>
        <source>No passage long enough to show: the shared phrases are scattered.</source>
        <translation>Geen passage lang genoeg om te tonen: de gedeelde zinsdelen liggen verspreid.</translation>
    </message>
    <message>
        <source>Passage {index} of {count} · {passage} · {length_a} {units} in A, {length_b} in B</source>
        <translation>Passage {index} van {count} · {passage} · {length_a} {units} in A, {length_b} in B</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>assignment or template text</source>
        <extracomment>What each kind of mark means, in the legend.</extracomment>
        <translation>tekst van de opdracht of een sjabloon</translation>
    </message>
    <message>
        <source>text common to the class</source>
        <translation>tekst die de klas gemeen heeft</translation>
    </message>
    <message>
        <source>text several essays have at the same place (a cover sheet, the question)</source>
        <translation>tekst die meerdere werkstukken op dezelfde plek hebben (een voorblad, de vraag)</translation>
    </message>
    <message>
        <source>quotation with no citation (counted)</source>
        <translation>citaat zonder bronvermelding (telt mee)</translation>
    </message>
    <message>
        <source>quotation with a citation (grey: not counted)</source>
        <translation>citaat met bronvermelding (grijs: telt niet mee)</translation>
    </message>
    <message>
        <source>(&lt;b&gt;bold&lt;/b&gt;: words both sides share)</source>
        <translation>(&lt;b&gt;vet&lt;/b&gt;: woorden die beide kanten hebben)</translation>
    </message>
    <message>
        <source>(its languages in the line above)</source>
        <translation>(de talen staan in de regel erboven)</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} en {last}</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{colour}&apos;&gt;Grey text&lt;/span&gt;: {kinds}, not counted</source>
        <translation>&lt;span style=&apos;color:{colour}&apos;&gt;Grijze tekst&lt;/span&gt;: {kinds}, telt niet mee</translation>
    </message>
    <message>
        <source>reference list (left out of the scores unless the settings count it)</source>
        <translation>literatuurlijst (telt niet mee, tenzij de instellingen haar meetellen)</translation>
    </message>
    <message>
        <source>Italic on grey-blue</source>
        <translation>Cursief op grijsblauw</translation>
    </message>
    <message>
        <source>Grey italic on grey-blue</source>
        <translation>Grijs cursief op grijsblauw</translation>
    </message>
    <message>
        <source>Upright on beige</source>
        <translation>Rechtop op beige</translation>
    </message>
    <message>
        <source>Coloured: shared passages</source>
        <translation>Gekleurd: gedeelde passages</translation>
    </message>
    <message>
        <source>{side}: {name}</source>
        <translation>{side}: {name}</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Vorige passage</translation>
    </message>
    <message>
        <source>Previous shared passage (Shift+F3 or Alt+Up)</source>
        <translation>Vorige gedeelde passage (Shift+F3 of Alt+Omhoog)</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Volgende passage ▶</translation>
    </message>
    <message>
        <source>Next shared passage (F3 or Alt+Down)</source>
        <translation>Volgende gedeelde passage (F3 of Alt+Omlaag)</translation>
    </message>
    <message>
        <source>◀ Pair</source>
        <translation>◀ Paar</translation>
    </message>
    <message>
        <source>The pair above in the results table (Alt+PgUp)</source>
        <translation>Het paar erboven in de resultatentabel (Alt+PgUp)</translation>
    </message>
    <message>
        <source>Pair ▶</source>
        <translation>Paar ▶</translation>
    </message>
    <message>
        <source>The pair below in the results table (Alt+PgDown)</source>
        <translation>Het paar eronder in de resultatentabel (Alt+PgDown)</translation>
    </message>
    <message>
        <source>Scroll together</source>
        <translation>Samen scrollen</translation>
    </message>
    <message>
        <source>Keep matching passages level in both panes while scrolling</source>
        <translation>Overeenkomende passages in beide vensters op dezelfde hoogte houden tijdens het scrollen</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Beoordeling:</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <translation>Selecteer een paar op het tabblad Resultaten om de twee documenten hier te vergelijken.</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message>
        <source>{n} pair</source>
        <extracomment>Each noun counted for the teacher, with its singular and plural forms ({n}: the number).</extracomment>
        <translation>{n} paar</translation>
    </message>
    <message>
        <source>{n} pairs</source>
        <translation>{n} paren</translation>
    </message>
    <message>
        <source>{n} file</source>
        <translation>{n} bestand</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} bestanden</translation>
    </message>
    <message>
        <source>{n} document</source>
        <translation>{n} document</translation>
    </message>
    <message>
        <source>{n} documents</source>
        <translation>{n} documenten</translation>
    </message>
    <message>
        <source>{n} student</source>
        <translation>{n} leerling</translation>
    </message>
    <message>
        <source>{n} students</source>
        <translation>{n} leerlingen</translation>
    </message>
    <message>
        <source>{n} group</source>
        <translation>{n} groep</translation>
    </message>
    <message>
        <source>{n} groups</source>
        <translation>{n} groepen</translation>
    </message>
    <message>
        <source>{n} submission</source>
        <translation>{n} inzending</translation>
    </message>
    <message>
        <source>{n} submissions</source>
        <translation>{n} inzendingen</translation>
    </message>
    <message>
        <source>{n} source text</source>
        <translation>{n} brontekst</translation>
    </message>
    <message>
        <source>{n} source texts</source>
        <translation>{n} bronteksten</translation>
    </message>
    <message>
        <source>{n} cached text</source>
        <translation>{n} tekst in de cache</translation>
    </message>
    <message>
        <source>{n} cached texts</source>
        <translation>{n} teksten in de cache</translation>
    </message>
    <message>
        <source>{n} earlier attempt</source>
        <translation>{n} eerdere poging</translation>
    </message>
    <message>
        <source>{n} earlier attempts</source>
        <translation>{n} eerdere pogingen</translation>
    </message>
    <message>
        <source>{n} text</source>
        <translation>{n} tekst</translation>
    </message>
    <message>
        <source>{n} texts</source>
        <translation>{n} teksten</translation>
    </message>
    <message>
        <source>{n} platform file</source>
        <translation>{n} bestand van het platform</translation>
    </message>
    <message>
        <source>{n} platform files</source>
        <translation>{n} bestanden van het platform</translation>
    </message>
    <message>
        <source>{n} zip</source>
        <translation>{n} zip</translation>
    </message>
    <message>
        <source>{n} zips</source>
        <translation>{n} zips</translation>
    </message>
    <message>
        <source>{n} file handed in twice</source>
        <translation>{n} bestand twee keer ingeleverd</translation>
    </message>
    <message>
        <source>{n} files handed in twice</source>
        <translation>{n} bestanden twee keer ingeleverd</translation>
    </message>
    <message>
        <source>{n} receipt</source>
        <translation>{n} ontvangstbewijs</translation>
    </message>
    <message>
        <source>{n} receipts</source>
        <translation>{n} ontvangstbewijzen</translation>
    </message>
    <message>
        <source>{n} web address</source>
        <translation>{n} webadres</translation>
    </message>
    <message>
        <source>{n} web addresses</source>
        <translation>{n} webadressen</translation>
    </message>
    <message>
        <source>{n} draft not handed in</source>
        <translation>{n} niet ingeleverd concept</translation>
    </message>
    <message>
        <source>{n} drafts not handed in</source>
        <translation>{n} niet ingeleverde concepten</translation>
    </message>
    <message>
        <source>{n} index page</source>
        <translation>{n} indexpagina</translation>
    </message>
    <message>
        <source>{n} index pages</source>
        <translation>{n} indexpagina&apos;s</translation>
    </message>
</context>
<context>
    <name>Csv</name>
    <message>
        <source>Document A</source>
        <translation>Document A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Document B</translation>
    </message>
    <message>
        <source>Id A</source>
        <translation>Id A</translation>
    </message>
    <message>
        <source>Id B</source>
        <translation>Id B</translation>
    </message>
    <message>
        <source>Reworded passages</source>
        <translation>Herschreven passages</translation>
    </message>
    <message>
        <source>Translated passages</source>
        <translation>Vertaalde passages</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Vermeld om</translation>
    </message>
    <message>
        <source>Collection A</source>
        <translation>Verzameling A</translation>
    </message>
    <message>
        <source>Collection B</source>
        <translation>Verzameling B</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Beoordeling</translation>
    </message>
    <message>
        <source>Review note</source>
        <translation>Notitie bij beoordeling</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source> + 1 more file</source>
        <extracomment>Characters that look like nothing (Hangul and Braille fillers) though their category is a letter or symbol. The marks labels join names with (&quot; › &quot;, &quot; — &quot;), and the characters drawn like them: never shown as themselves inside a name. Between the student and the file in a submission&apos;s label: &quot;Priya Sharma — Extended writing.docx&quot;.</extracomment>
        <translation> + 1 bestand meer</translation>
    </message>
    <message>
        <source> + {more} more files</source>
        <translation> + {more} bestanden meer</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>Select a pair first.</source>
        <extracomment>Opens a URL (tests replace it).</extracomment>
        <translation>Selecteer eerst een paar.</translation>
    </message>
    <message>
        <source>is a reference-library text, kept inside plagcheck</source>
        <translation>is een tekst uit de referentiebibliotheek, bewaard in plagcheck</translation>
    </message>
    <message>
        <source>is no longer at {path}</source>
        <translation>staat niet meer op {path}</translation>
    </message>
    <message>
        <source>The original of {name} {where}.</source>
        <translation>Het origineel van {name} {where}.</translation>
    </message>
    <message>
        <source>The pair could not be made ready to print: {exc}</source>
        <translation>Het paar kon niet klaargemaakt worden om af te drukken: {exc}</translation>
    </message>
    <message>
        <source>The pair opens in your browser, ready to print.</source>
        <translation>Het paar opent in uw browser, klaar om af te drukken.</translation>
    </message>
</context>
<context>
    <name>DropChecks</name>
    <message>
        <source>Sources in the class folder?</source>
        <translation>Bronnen in de klasmap?</translation>
    </message>
    <message>
        <source>The folder {names} looks like it holds sources (readings, original texts), not students&apos; work. Treat its files as sources? They are still compared with every student, but never counted or grouped as students. You can change this later under Scan → Sources in the class folder…</source>
        <translation>De map {names} lijkt bronnen te bevatten (leesteksten, oorspronkelijke teksten), geen werk van leerlingen. De bestanden als bronnen behandelen? Ze worden nog steeds met elke leerling vergeleken, maar nooit als leerling geteld of gegroepeerd. U kunt dit later wijzigen onder Scan → Bronnen in de klasmap…</translation>
    </message>
    <message>
        <source>Treat as sources</source>
        <translation>Als bronnen behandelen</translation>
    </message>
    <message>
        <source>They are students&apos; work</source>
        <translation>Het is werk van leerlingen</translation>
    </message>
    <message>
        <source>{name} was not found</source>
        <translation>{name} is niet gevonden</translation>
    </message>
    <message>
        <source>{name} is not a document plagcheck reads (PDF, Word, OpenDocument, RTF, HTML or text)</source>
        <translation>{name} is geen document dat plagcheck kan lezen (PDF, Word, OpenDocument, RTF, HTML of tekst)</translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <source>Drop a folder of student work here</source>
        <translation>Zet hier een map met werk van leerlingen neer</translation>
    </message>
    <message>
        <source>Every document is compared with every other one, on this computer only.
Word, PDF, OpenDocument, RTF, HTML, Markdown and plain text files are read; other files are listed as skipped.</source>
        <translation>Elk document wordt met alle andere vergeleken, alleen op deze computer.
Word-, PDF-, OpenDocument-, RTF-, HTML-, Markdown- en platte tekstbestanden worden gelezen; andere bestanden worden als overgeslagen vermeld.</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Map openen…</translation>
    </message>
    <message>
        <source>Choose a folder to scan (Ctrl+O)</source>
        <translation>Een map kiezen om te scannen (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open files…</source>
        <translation>Bestanden openen…</translation>
    </message>
    <message>
        <source>Choose documents to scan (Ctrl+Shift+F)</source>
        <translation>Documenten kiezen om te scannen (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>Open a saved check…</source>
        <translation>Een opgeslagen controle openen…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews (Ctrl+Shift+O)</source>
        <translation>Een eerder opgeslagen controle openen, met de beoordelingen (Ctrl+Shift+O)</translation>
    </message>
    <message>
        <source>Recent folders and checks</source>
        <translation>Recente mappen en controles</translation>
    </message>
</context>
<context>
    <name>EncodingController</name>
    <message>
        <source>The file cannot be read: {message}</source>
        <translation>Het bestand kan niet gelezen worden: {message}</translation>
    </message>
    <message>
        <source>The file cannot be read: {exc}</source>
        <translation>Het bestand kan niet gelezen worden: {exc}</translation>
    </message>
    <message>
        <source>an unknown encoding</source>
        <extracomment>Replaced by tests to answer the dialog: (dialog) -&gt; accepted.</extracomment>
        <translation>een onbekende codering</translation>
    </message>
</context>
<context>
    <name>EncodingDialog</name>
    <message>
        <source>Read in another encoding</source>
        <translation>Met een andere codering lezen</translation>
    </message>
    <message>
        <source>{name} was read as {current}</source>
        <translation>{name} is gelezen als {current}</translation>
    </message>
    <message>
        <source> (a guess: the file does not say which encoding it uses)</source>
        <translation> (een gok: het bestand zegt niet welke codering het gebruikt)</translation>
    </message>
    <message>
        <source>. If its letters look wrong below, pick the encoding in which the text reads right; the folder is then scanned again. The choice is remembered for this file.</source>
        <translation>. Als de letters hieronder verkeerd lijken, kies dan de codering waarin de tekst goed leest; de map wordt daarna opnieuw gescand. De keuze wordt voor dit bestand onthouden.</translation>
    </message>
    <message>
        <source>Read it this way</source>
        <translation>Zo lezen</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Codering:</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source>empty: the document holds no text</source>
        <extracomment>Every note the catalogue knows, in the engine&apos;s English ({name}: a part the engine fills in).</extracomment>
        <translation>leeg: het document bevat geen tekst</translation>
    </message>
    <message>
        <source>empty: the file holds no text</source>
        <translation>leeg: het bestand bevat geen tekst</translation>
    </message>
    <message>
        <source>empty: the file holds only white space</source>
        <translation>leeg: het bestand bevat alleen witruimte</translation>
    </message>
    <message>
        <source>empty: the file is 0 bytes</source>
        <translation>leeg: het bestand is 0 bytes</translation>
    </message>
    <message>
        <source>empty: the page holds no text</source>
        <translation>leeg: de pagina bevat geen tekst</translation>
    </message>
    <message>
        <source>empty: the page holds no visible text</source>
        <translation>leeg: de pagina bevat geen zichtbare tekst</translation>
    </message>
    <message>
        <source>empty: the PDF holds no text</source>
        <translation>leeg: de pdf bevat geen tekst</translation>
    </message>
    <message>
        <source>empty: the PDF holds only hidden text (white, or in a tiny font)</source>
        <translation>leeg: de pdf bevat alleen verborgen tekst (wit of in een piepklein lettertype)</translation>
    </message>
    <message>
        <source>scanned or image-only PDF: it has no text layer (it would need OCR)</source>
        <translation>gescande pdf of pdf met alleen afbeeldingen: er is geen tekstlaag (er zou tekstherkenning nodig zijn)</translation>
    </message>
    <message>
        <source>password protected: the PDF cannot be opened without its password</source>
        <translation>met wachtwoord beveiligd: de pdf opent niet zonder het wachtwoord</translation>
    </message>
    <message>
        <source>password protected: open it, remove the password and save it again</source>
        <translation>met wachtwoord beveiligd: open het, verwijder het wachtwoord en sla het opnieuw op</translation>
    </message>
    <message>
        <source>password protected: the zip encrypts this file; unpack it with its password to check it</source>
        <translation>met wachtwoord beveiligd: het zip-bestand versleutelt dit bestand; pak het uit met het wachtwoord om het te controleren</translation>
    </message>
    <message>
        <source>encrypted with a method that cannot be read</source>
        <translation>versleuteld met een methode die niet gelezen kan worden</translation>
    </message>
    <message>
        <source>corrupt: the PDF is damaged and could not be read</source>
        <translation>beschadigd: de pdf is beschadigd en kon niet gelezen worden</translation>
    </message>
    <message>
        <source>corrupt: not a real RTF file (it does not start like one)</source>
        <translation>beschadigd: geen echt RTF-bestand (het begint niet zo)</translation>
    </message>
    <message>
        <source>corrupt: the RTF file is damaged</source>
        <translation>beschadigd: het RTF-bestand is beschadigd</translation>
    </message>
    <message>
        <source>corrupt: not a Word document (no main text inside)</source>
        <translation>beschadigd: geen Word-document (geen hoofdtekst erin)</translation>
    </message>
    <message>
        <source>corrupt: not an OpenDocument text (no content inside)</source>
        <translation>beschadigd: geen OpenDocument-tekst (geen inhoud erin)</translation>
    </message>
    <message>
        <source>corrupt: the document&apos;s contents are damaged</source>
        <translation>beschadigd: de inhoud van het document is beschadigd</translation>
    </message>
    <message>
        <source>corrupt: not a readable {kind} file (damaged or cut short)</source>
        <translation>beschadigd: geen leesbaar {kind}-bestand (beschadigd of afgebroken)</translation>
    </message>
    <message>
        <source>corrupt: not a readable zip file (damaged or cut short)</source>
        <translation>beschadigd: geen leesbaar zip-bestand (beschadigd of afgebroken)</translation>
    </message>
    <message>
        <source>corrupt: this file is damaged inside the zip</source>
        <translation>beschadigd: dit bestand is beschadigd in het zip-bestand</translation>
    </message>
    <message>
        <source>not a real {kind} file: it is an old-style Office file; save it as {kind2} or PDF</source>
        <translation>geen echt {kind}-bestand: het is een Office-bestand in oude indeling; sla het op als {kind2} of pdf</translation>
    </message>
    <message>
        <source>not a text file: it holds binary data (perhaps another kind of file renamed .txt)</source>
        <translation>geen tekstbestand: het bevat binaire gegevens (misschien een ander soort bestand, hernoemd naar .txt)</translation>
    </message>
    <message>
        <source>not a valid {encoding} text file</source>
        <translation>geen geldig {encoding}-tekstbestand</translation>
    </message>
    <message>
        <source>encoding guessed as {encoding}</source>
        <translation>codering geraden: {encoding}</translation>
    </message>
    <message>
        <source>the chosen encoding applies to plain-text files only</source>
        <translation>de gekozen codering geldt alleen voor platte tekstbestanden</translation>
    </message>
    <message>
        <source>unsupported type ({suffix})</source>
        <translation>niet-ondersteund type ({suffix})</translation>
    </message>
    <message>
        <source>identical to {name}</source>
        <translation>identiek aan {name}</translation>
    </message>
    <message>
        <source>the same as {name}, in the same student&apos;s folder: read once</source>
        <translation>hetzelfde als {name}, in de map van dezelfde leerling: één keer gelezen</translation>
    </message>
    <message>
        <source>the same as {name}, saved again under a copy&apos;s name: read once</source>
        <translation>hetzelfde als {name}, opnieuw opgeslagen onder de naam van een kopie: één keer gelezen</translation>
    </message>
    <message>
        <source>the same as {name}, read once</source>
        <translation>hetzelfde als {name}, één keer gelezen</translation>
    </message>
    <message>
        <source>not found: the file was moved, renamed or deleted</source>
        <translation>niet gevonden: het bestand is verplaatst, hernoemd of verwijderd</translation>
    </message>
    <message>
        <source>could not be read: you do not have permission to open it</source>
        <translation>kon niet gelezen worden: u hebt geen toestemming om het te openen</translation>
    </message>
    <message>
        <source>could not be read: its path is longer than the system allows</source>
        <translation>kon niet gelezen worden: het pad is langer dan het systeem toestaat</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>kon niet gelezen worden: {reason}</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use here</source>
        <translation>te groot om te lezen: het zou meer nodig hebben dan de {size} MB geheugen die een leesproces hier mag gebruiken</translation>
    </message>
    <message>
        <source>skipped: not a document (a pipe, a device or a folder), so it was not read</source>
        <translation>overgeslagen: geen document (een pipe, een apparaat of een map), dus niet gelezen</translation>
    </message>
    <message>
        <source>skipped: a link to a file that does not exist</source>
        <translation>overgeslagen: een koppeling naar een bestand dat niet bestaat</translation>
    </message>
    <message>
        <source>skipped: a link that leads round in a loop, to no file</source>
        <translation>overgeslagen: een koppeling die in een kringetje loopt, naar geen enkel bestand</translation>
    </message>
    <message>
        <source>skipped: a link to {other}, which is read under its own name (one file is read once)</source>
        <translation>overgeslagen: een koppeling naar {other}, dat onder zijn eigen naam gelezen wordt (elk bestand wordt één keer gelezen)</translation>
    </message>
    <message>
        <source>skipped: the zip changed since it was listed, so this file was not read</source>
        <translation>overgeslagen: het zip-bestand is veranderd sinds het werd opgesomd, dus dit bestand is niet gelezen</translation>
    </message>
    <message>
        <source>a web address the student handed in (Canvas&apos;s page leading to it), not a document</source>
        <translation>een webadres dat de leerling inleverde (de Canvas-pagina die ernaartoe leidt), geen document</translation>
    </message>
    <message>
        <source>a draft in the student&apos;s Teams working files, not handed in</source>
        <translation>een concept in de Teams-werkbestanden van de leerling, niet ingeleverd</translation>
    </message>
    <message>
        <source>Recognised from the file names</source>
        <translation>Herkend aan de bestandsnamen</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Moodle-download</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Canvas-download</translation>
    </message>
    <message>
        <source>Blackboard Learn download</source>
        <translation>Blackboard Learn-download</translation>
    </message>
    <message>
        <source>Brightspace (D2L) download</source>
        <translation>Brightspace (D2L)-download</translation>
    </message>
    <message>
        <source>Google Classroom folder</source>
        <translation>Google Classroom-map</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Microsoft Teams-opdrachtbestanden</translation>
    </message>
    <message>
        <source>Each sub-folder is one student</source>
        <translation>Elke submap is één leerling</translation>
    </message>
    <message>
        <source>Each file is one submission</source>
        <translation>Elk bestand is één inzending</translation>
    </message>
    <message>
        <source>Blackboard&apos;s receipt of the attempt handed in {when} (the student&apos;s name, comments and files)</source>
        <translation>ontvangstbewijs van Blackboard voor de poging ingeleverd {when} (naam van de leerling, opmerkingen en bestanden)</translation>
    </message>
    <message>
        <source>Brightspace&apos;s index page of the download (which file is whose), not a student&apos;s work</source>
        <translation>indexpagina van de Brightspace-download (welk bestand van wie is), geen werk van een leerling</translation>
    </message>
    <message>
        <source>unsupported type (no extension)</source>
        <translation>niet ondersteund type (geen extensie)</translation>
    </message>
    <message>
        <source>save it as .docx or PDF</source>
        <translation>sla het op als .docx of pdf</translation>
    </message>
    <message>
        <source>export it as PDF or .docx</source>
        <translation>exporteer het als pdf of .docx</translation>
    </message>
    <message>
        <source>export it as PDF</source>
        <translation>exporteer het als pdf</translation>
    </message>
    <message>
        <source>skipped: a link to {what} outside the folders and files you chose ({target}), so it was not read</source>
        <translation>overgeslagen: een koppeling naar {what} buiten de gekozen mappen en bestanden ({target}), dus niet gelezen</translation>
    </message>
    <message>
        <source>skipped: a link to a folder (links to folders are not followed; the files they lead to are read where they are, if they are in the folders you chose)</source>
        <translation>overgeslagen: een koppeling naar een map (zulke koppelingen worden niet gevolgd; de bestanden waar ze naar leiden worden gelezen waar ze staan, als ze in de gekozen mappen staan)</translation>
    </message>
    <message>
        <source>skipped: a folder nested more than {depth} levels deep, not looked into</source>
        <translation>overgeslagen: een map die meer dan {depth} niveaus diep genest is, niet doorzocht</translation>
    </message>
    <message>
        <source>skipped: the folder was replaced by another since it was found, so it was not looked into</source>
        <translation>overgeslagen: de map is sinds hij gevonden werd door een andere vervangen, dus niet doorzocht</translation>
    </message>
    <message>
        <source>skipped: another name on disk (a hard link) for the same file as {other}, which is read under that name (one file is read once)</source>
        <translation>overgeslagen: een andere naam op de schijf (een harde koppeling) voor hetzelfde bestand als {other}, dat onder die naam wordt gelezen (een bestand wordt één keer gelezen)</translation>
    </message>
    <message>
        <source>skipped: this file has other names on disk (hard links), not all in the folders you chose, so it was not read: it may be a file from elsewhere. If it is a student&apos;s work, copy it into the folder</source>
        <translation>overgeslagen: dit bestand heeft andere namen op de schijf (harde koppelingen), niet allemaal in de gekozen mappen, dus niet gelezen: het kan van elders komen. Is het werk van een leerling, kopieer het dan naar de map</translation>
    </message>
    <message>
        <source>refused: its compressed contents unpack to an enormous size (a &apos;zip bomb&apos;, built to exhaust memory), so it was not opened</source>
        <translation>geweigerd: de gecomprimeerde inhoud pakt uit tot een enorme grootte (een ‘zipbom’, gemaakt om het geheugen uit te putten), dus niet geopend</translation>
    </message>
    <message>
        <source>shortened: only its first {chars} characters were read (the limit for one file)</source>
        <translation>ingekort: alleen de eerste {chars} tekens zijn gelezen (de limiet voor één bestand)</translation>
    </message>
    <message>
        <source>refused: the file expands to more than {chars} characters of blank or repeated text (built to exhaust memory), so it was not read</source>
        <translation>geweigerd: het bestand groeit uit tot meer dan {chars} tekens witruimte of herhaalde tekst (gemaakt om het geheugen uit te putten), dus niet gelezen</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use</source>
        <translation>te groot om te lezen: het heeft meer nodig dan de {size} MB geheugen die een lezer mag gebruiken</translation>
    </message>
    <message>
        <source>skipped: the file was replaced by another since it was found, so it was not read</source>
        <translation>overgeslagen: het bestand is sinds het gevonden werd door een ander vervangen, dus niet gelezen</translation>
    </message>
    <message>
        <source>skipped: the file was given another name on disk (a hard link) since it was found, so it was not read: that name may be outside the folders you chose</source>
        <translation>overgeslagen: het bestand kreeg sinds het gevonden werd een andere naam op de schijf (een harde koppeling), dus niet gelezen: die naam kan buiten de gekozen mappen liggen</translation>
    </message>
    <message>
        <source>read as plain text: its tags are nested more than {depth} levels deep, as no real page is</source>
        <translation>als platte tekst gelezen: de tags zijn meer dan {depth} niveaus diep genest, zoals geen echte pagina</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) are nested more than {depth} levels deep or draw each other in a loop, which readers cut short (built to stall or mislead readers), so it was not read</source>
        <translation>geweigerd: de tekeningen (form XObjects) zijn meer dan {depth} niveaus diep genest of tekenen elkaar in een kring, wat lezers afbreken (gemaakt om lezers op te houden of te misleiden), dus niet gelezen</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) draw each other over {count} times (built to exhaust memory), so it was not read</source>
        <translation>geweigerd: de tekeningen (form XObjects) tekenen elkaar meer dan {count} keer (gemaakt om het geheugen uit te putten), dus niet gelezen</translation>
    </message>
    <message>
        <source>took too long to read (over {seconds} s): the file may be damaged or built to stall readers</source>
        <translation>lezen duurde te lang (meer dan {seconds} s): het bestand is misschien beschadigd of gemaakt om lezers op te houden</translation>
    </message>
    <message>
        <source>the reader crashed on this file: it is probably damaged</source>
        <translation>de lezer liep vast op dit bestand: het is waarschijnlijk beschadigd</translation>
    </message>
    <message>
        <source>refused: the zip holds more than {count} files (with the zips inside it), as no class does; it may be built to stall readers. Split it, or unpack the part you need</source>
        <translation>geweigerd: de zip bevat meer dan {count} bestanden (met de zips erin), wat geen klas doet; hij is misschien gemaakt om lezers op te houden. Splits hem, of pak het deel uit dat u nodig hebt</translation>
    </message>
    <message>
        <source>skipped: a zip inside a zip inside a zip; zips are opened {depth} deep at most, so it was not opened</source>
        <translation>overgeslagen: een zip in een zip in een zip; zips worden hoogstens {depth} niveaus diep geopend, dus niet geopend</translation>
    </message>
    <message>
        <source>skipped: its name in the zip leads out of the zip ({name}), as only a zip built to attack unpackers does, so it was not read</source>
        <translation>overgeslagen: de naam in de zip leidt uit de zip ({name}), zoals alleen een zip doet die gemaakt is om uitpakkers aan te vallen, dus niet gelezen</translation>
    </message>
    <message>
        <source>skipped: a link stored in the zip (to {target}), not a document; links are not followed</source>
        <translation>overgeslagen: een koppeling in de zip (naar {target}), geen document; koppelingen worden niet gevolgd</translation>
    </message>
    <message>
        <source>skipped: a second file of the same name in the zip (as only a zip built to mislead holds); the first is read</source>
        <translation>overgeslagen: een tweede bestand met dezelfde naam in de zip (zoals alleen een zip bevat die gemaakt is om te misleiden); het eerste wordt gelezen</translation>
    </message>
    <message>
        <source>refused: its files overlap inside the zip (one block of data stands for many files), as only a &apos;zip bomb&apos; built to exhaust memory and time is made, so it was not opened</source>
        <translation>geweigerd: de bestanden overlappen in de zip (één blok gegevens staat voor veel bestanden), zoals alleen een ‘zipbom’ gemaakt wordt die geheugen en tijd moet uitputten, dus niet geopend</translation>
    </message>
    <message>
        <source>refused: its files together unpack to an enormous size, each packed far tighter than any document (a &apos;zip bomb&apos; of many members, built to exhaust memory and time), so it was not opened</source>
        <translation>geweigerd: de bestanden pakken samen uit tot een enorme grootte, elk veel dichter gepakt dan enig document (een ‘zipbom’ van veel bestanden, gemaakt om geheugen en tijd uit te putten), dus niet geopend</translation>
    </message>
    <message>
        <source>refused: the zip unpacks to more than {size} GB in all (a &apos;zip bomb&apos;, built to exhaust memory and time), so the rest of it was not read</source>
        <translation>geweigerd: de zip pakt uit tot meer dan {size} GB in totaal (een ‘zipbom’, gemaakt om geheugen en tijd uit te putten), dus de rest is niet gelezen</translation>
    </message>
    <message>
        <source>an attempt dated in the future ({when}), which no platform writes: its file names may have been made to look like the platform&apos;s, so check who handed it in</source>
        <translation>een poging gedateerd in de toekomst ({when}), wat geen platform schrijft: de bestandsnamen zijn misschien gemaakt om op die van het platform te lijken; controleer wie hem inleverde</translation>
    </message>
    <message>
        <source>refused: the zips of this check hold more than {count} files in all, as no class does (they may be built to stall the check); the zips listed before this one are read, this one and those after it are not. Check fewer zips at a time, or unpack the part you need</source>
        <translation>geweigerd: de zips van deze controle bevatten samen meer dan {count} bestanden, wat geen klas doet (ze zijn misschien gemaakt om de controle op te houden); de eerder vermelde zips worden gelezen, deze en de volgende niet. Controleer minder zips tegelijk, of pak het deel uit dat u nodig hebt</translation>
    </message>
    <message>
        <source>refused: the zips of this check unpack to more than {size} GB in all (a &apos;zip bomb&apos; spread over many zips, built to exhaust memory and time); the zips listed before this one are read, this one and those after it are not</source>
        <translation>geweigerd: de zips van deze controle pakken samen uit tot meer dan {size} GB (een ‘zipbom’ verspreid over veel zips, gemaakt om geheugen en tijd uit te putten); de eerder vermelde zips worden gelezen, deze en de volgende niet</translation>
    </message>
    <message>
        <source>not read: listing the zips of this check took more than {seconds} s in all (they may be built to stall the check); the zips listed before are read, this one is not. Check fewer zips at a time</source>
        <translation>niet gelezen: het opsommen van de zips van deze controle duurde in totaal meer dan {seconds} s (ze zijn misschien gemaakt om de controle op te houden); de eerder vermelde worden gelezen, deze niet. Controleer minder zips tegelijk</translation>
    </message>
    <message>
        <source>not compared: the assignment sheet (it lies outside the students&apos; submissions and says it is the assignment); its text is left out of every essay, as a template&apos;s is</source>
        <translation>niet vergeleken: de opdracht (die staat buiten de inzendingen van de leerlingen en zegt de opdracht te zijn); de tekst ervan wordt uit elk werk weggelaten, zoals die van een sjabloon</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} words ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>deels vergeleken: alleen de eerste {units} woorden ({chars} tekens) zijn bewaard, om de analyse binnen het geheugenbudget te houden</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} characters ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>deels vergeleken: alleen de eerste {units} tekens ({chars} tekens) zijn bewaard, om de analyse binnen het geheugenbudget te houden</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters hidden, in white or in a tiny font</source>
        <translation>verborgen tekst weggelaten: {chars} verborgen tekens, in wit of in een piepklein lettertype</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters in white or in a tiny font</source>
        <translation>verborgen tekst weggelaten: {chars} tekens in wit of in een piepklein lettertype</translation>
    </message>
    <message>
        <source>read as {encoding}, as chosen</source>
        <translation>gelezen als {encoding}, zoals gekozen</translation>
    </message>
    <message>
        <source>{count} bytes are not {encoding}</source>
        <translation>{count} bytes zijn geen {encoding}</translation>
    </message>
    <message>
        <source>{count} byte are not {encoding}</source>
        <translation>{count} byte is geen {encoding}</translation>
    </message>
    <message>
        <source>a Canvas gradebook export</source>
        <translation>een export van het cijferoverzicht van Canvas</translation>
    </message>
    <message>
        <source>a Moodle participants or grades export</source>
        <translation>een export van deelnemers of cijfers uit Moodle</translation>
    </message>
    <message>
        <source>a Google Classroom grades export</source>
        <translation>een export van cijfers uit Google Classroom</translation>
    </message>
    <message>
        <source>a Microsoft Teams grades export</source>
        <translation>een export van cijfers uit Microsoft Teams</translation>
    </message>
    <message>
        <source>a table of names</source>
        <translation>een tabel met namen</translation>
    </message>
    <message>
        <source>{label}: {note}</source>
        <extracomment>How many &quot;: &quot; of a note are tried as the end of its label (a student&apos;s file name may hold many).</extracomment>
        <translation>{label}: {note}</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Er is iets misgegaan</translation>
    </message>
    <message>
        <source>plagcheck hit an unexpected error and carried on.

{summary}

Details were written to {log_path}.</source>
        <translation>plagcheck stuitte op een onverwachte fout en ging door.

{summary}

De details zijn geschreven naar {log_path}.</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML-rapport (*.html)</translation>
    </message>
    <message>
        <source>Pairs as CSV (*.csv)</source>
        <translation>Paren als CSV (*.csv)</translation>
    </message>
    <message>
        <source>Pairs as JSON (*.json)</source>
        <translation>Paren als JSON (*.json)</translation>
    </message>
    <message>
        <source> — names replaced by pseudonyms</source>
        <translation> — namen vervangen door pseudoniemen</translation>
    </message>
    <message>
        <source>Report saved</source>
        <extracomment>The formats offered by each export, the first chosen when the dialog opens.</extracomment>
        <translation>Rapport opgeslagen</translation>
    </message>
    <message>
        <source>Saved {name} in {parent}.</source>
        <translation>{name} opgeslagen in {parent}.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>Show its folder</source>
        <translation>De map tonen</translation>
    </message>
    <message>
        <source>Scan a folder first: there is nothing to export yet.</source>
        <extracomment>Called with the written file after an export from the dialog (tests replace it).</extracomment>
        <translation>Scan eerst een map: er is nog niets om te exporteren.</translation>
    </message>
    <message>
        <source>Export anonymised report</source>
        <translation>Geanonimiseerd rapport exporteren</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Rapport exporteren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <source>The report could not be written to {target}: {exc}</source>
        <translation>Het rapport kon niet geschreven worden naar {target}: {exc}</translation>
    </message>
    <message>
        <source>Saved {written}</source>
        <translation>{written} opgeslagen</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in both texts</source>
        <translation>Zoeken in beide teksten</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorige</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>De zoekbalk sluiten (Esc)</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Zoeken:</translation>
    </message>
    <message>
        <source>Found in {side}</source>
        <translation>Gevonden in {side}</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Niet gevonden</translation>
    </message>
</context>
<context>
    <name>ForgetDialog</name>
    <message>
        <source>Forget cached texts?</source>
        <translation>Teksten in de cache vergeten?</translation>
    </message>
    <message>
        <source>plagcheck keeps the text it read from each file ({text} now), so that a second scan is fast. They are in {cache_file}, readable by you only. Delete them? The next scan reads every file again. Saved checks keep their own copy of the texts.</source>
        <translation>plagcheck bewaart de tekst die het uit elk bestand las ({text} nu), zodat een tweede scan snel gaat. Ze staan in {cache_file}, alleen leesbaar voor u. Verwijderen? De volgende scan leest elk bestand opnieuw. Opgeslagen controles houden hun eigen kopie van de teksten.</translation>
    </message>
    <message>
        <source>Forget them</source>
        <translation>Vergeten</translation>
    </message>
</context>
<context>
    <name>GraphSvg</name>
    <message>
        <source>Group of {size} students, highest score {score}</source>
        <extracomment>Stroke colour and dash pattern of an edge per review state (&quot;&quot; draws a solid line).</extracomment>
        <translation>Groep van {size} leerlingen, hoogste score {score}</translation>
    </message>
</context>
<context>
    <name>GroupsPage</name>
    <message>
        <source>Students</source>
        <translation>Leerlingen</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Hoogste</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Leden</translation>
    </message>
    <message>
        <source>Click a line to compare those two documents</source>
        <translation>Klik op een lijn om die twee documenten te vergelijken</translation>
    </message>
    <message>
        <source>Thicker line: more text in common. Click a line to compare the two documents. Blue-grey: not reviewed; red: confirmed; orange dashes: needs a conversation; grey dots: not plagiarism.</source>
        <translation>Dikkere lijn: meer gedeelde tekst. Klik op een lijn om de twee documenten te vergelijken. Grijsblauw: niet beoordeeld; rood: bevestigd; oranje streepjes: gesprek nodig; grijze puntjes: geen plagiaat.</translation>
    </message>
    <message>
        <source>No group at this threshold: no two students share enough text.</source>
        <translation>Geen groep bij deze drempel: geen twee leerlingen delen genoeg tekst.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>{label}: {explanation}</source>
        <translation>{label}: {explanation}</translation>
    </message>
    <message>
        <source>How to read the scores</source>
        <translation>Zo leest u de scores</translation>
    </message>
    <message>
        <source>Every document is compared with every other. A pair is listed when its score reaches the threshold you set with the slider, or when the two documents share a passage long enough to look at whatever its share of a long essay (the “Listed for” column says which).</source>
        <translation>Elk document wordt met alle andere vergeleken. Een paar staat in de lijst als de score de drempel haalt die u met de schuifregelaar instelt, of als de twee documenten een passage delen die lang genoeg is om te bekijken, hoe klein haar aandeel in een lang essay ook is (de kolom ‘Vermeld om’ zegt welke van de twee).</translation>
    </message>
    <message>
        <source>The threshold only filters what is shown: moving it never rescans.</source>
        <translation>De drempel filtert alleen wat getoond wordt: hem verschuiven scant nooit opnieuw.</translation>
    </message>
    <message>
        <source>What the colours mean</source>
        <translation>Wat de kleuren betekenen</translation>
    </message>
    <message>
        <source>In the side-by-side view each shared passage has a colour, and its twin in the other document has the same colour. Click a passage to bring its twin into view.</source>
        <translation>In de weergave naast elkaar heeft elke gedeelde passage een kleur, en haar tegenhanger in het andere document heeft dezelfde kleur. Klik op een passage om haar tegenhanger in beeld te brengen.</translation>
    </message>
    <message>
        <source>Copied passages ({copied}) are filled with their colour.</source>
        <translation>Gekopieerde passages ({copied}) zijn gevuld met hun kleur.</translation>
    </message>
    <message>
        <source>Reworded passages ({reworded}) are outlined with a dashed line instead, and the words both sides share are in bold inside them. Each passage shows how alike its two sides are.</source>
        <translation>Herschreven passages ({reworded}) hebben in plaats daarvan een stippellijn eromheen, en de woorden die beide kanten hebben staan er vet in. Elke passage toont hoe sterk haar twee kanten op elkaar lijken.</translation>
    </message>
    <message>
        <source>A reworded passage marked “{SHAPE_LABEL}” was found by its shape: its {SHAPE_WORDS}, as a tool swapping words for others of the same meaning leaves them. Its likeness is then low: the shape is the evidence, and the view says how many sentences show it.</source>
        <translation>Een herschreven passage met het label ‘{SHAPE_LABEL}’ is gevonden aan haar vorm: {SHAPE_WORDS}, zoals een hulpmiddel dat woorden door synoniemen vervangt het achterlaat. Haar gelijkenis is dan laag: de vorm is het bewijs, en de weergave zegt hoeveel zinnen het tonen.</translation>
    </message>
    <message>
        <source>Greyed text did not count: the assignment or a template given to everyone, text common to most of the class, and text several essays have at the same place (a cover sheet, the question pasted at the top). Italic text on grey-blue is a quotation: one without a citation counts like any other text; one with a citation beside it is greyed too (quoted and cited: it did not count). Upright text on beige is a reference list, left out of the scores unless the settings count it.</source>
        <translation>Grijze tekst telde niet mee: de opdracht of een sjabloon voor iedereen, tekst die het grootste deel van de klas gemeen heeft, en tekst die meerdere werkstukken op dezelfde plek hebben (een voorblad, de bovenaan geplakte vraag). Cursieve tekst op grijsblauw is een citaat: zonder bronvermelding telt het mee zoals elke andere tekst; met een bronvermelding ernaast is het ook grijs (geciteerd met bron: telde niet mee). Rechtopstaande tekst op beige is een literatuurlijst; die telt niet mee, tenzij de instellingen haar meetellen.</translation>
    </message>
    <message>
        <source>What is left out, and why</source>
        <extracomment>The guide&apos;s sections the report carries (the others are about the window).</extracomment>
        <translation>Wat wordt weggelaten, en waarom</translation>
    </message>
    <message>
        <source>Files given to everyone (the assignment, a template) never count, wherever they occur.</source>
        <translation>Bestanden die iedereen kreeg (de opdracht, een sjabloon) tellen nooit mee, waar ze ook voorkomen.</translation>
    </message>
    <message>
        <source>Text that most of the class shares (set phrases, the question repeated) is left out, so that everyone answering the same question does not look like copying; so is text three or more students have at the top of their essays (a cover sheet&apos;s labels, the question they pasted), in a class of any size. A document in the folder that essays begin with, the question sheet, is used as the template and not compared.</source>
        <translation>Tekst die het grootste deel van de klas deelt (vaste uitdrukkingen, de herhaalde vraag) wordt weggelaten, zodat niet iedereen die dezelfde vraag beantwoordt op kopiëren lijkt; dat geldt ook voor tekst die drie of meer leerlingen bovenaan hun werkstuk hebben (de velden van een voorblad, de geplakte vraag), in een klas van elke grootte. Een document in de map waarmee de werkstukken beginnen, het opdrachtblad, wordt als sjabloon gebruikt en niet vergeleken.</translation>
    </message>
    <message>
        <source>A quotation with a citation beside it (Hartley, 2023), [3] or a note number is honest use of a source and does not count; a quotation without one counts, and is marked “quoted, no citation”. Two students&apos; sentences that both cite a source, or that both rework one sentence of a source in the folder, are not taken for copying from each other.</source>
        <translation>Een citaat met een bronvermelding ernaast (Hartley, 2023), [3] of een voetnootnummer is eerlijk gebruik van een bron en telt niet mee; een citaat zonder bronvermelding telt mee en wordt gemarkeerd als ‘geciteerd, zonder bron’. Zinnen van twee leerlingen die allebei een bron citeren, of allebei dezelfde zin uit een bron in de map bewerken, worden niet als onderling kopiëren gezien.</translation>
    </message>
    <message>
        <source>Reference lists are left out by default; every quotation can be left out in Settings. Both are always shown in their own style.</source>
        <translation>Literatuurlijsten worden standaard weggelaten; alle citaten kunnen in de Instellingen worden weggelaten. Beide worden altijd in een eigen stijl getoond.</translation>
    </message>
    <message>
        <source>A pair that shares nothing but part of one sentence (a set phrase such as “In this essay I will look at the main threats and”) is not listed.</source>
        <translation>Een paar dat alleen een deel van één zin deelt (een vaste uitdrukking als ‘In dit essay bekijk ik de belangrijkste bedreigingen en’) wordt niet vermeld.</translation>
    </message>
    <message>
        <source>Very short matches (a few words in common) do not count: any two texts on one topic share some.</source>
        <translation>Heel korte overeenkomsten (een paar gemeenschappelijke woorden) tellen niet: twee teksten over één onderwerp hebben er altijd wel wat.</translation>
    </message>
    <message>
        <source>Files that could not be read are listed under File problems with the reason; the rest of the class is compared without them.</source>
        <translation>Bestanden die niet gelezen konden worden staan met de reden onder Bestandsproblemen; de rest van de klas wordt zonder ze vergeleken.</translation>
    </message>
    <message>
        <source>What a high score does and does not prove</source>
        <translation>Wat een hoge score wel en niet bewijst</translation>
    </message>
    <message>
        <source>A high score means the two texts share wording. It does not say who copied from whom, or whether copying happened at all: both may have used the same source, quoted the same text, or worked together as they were allowed to.</source>
        <translation>Een hoge score betekent dat de twee teksten formuleringen delen. Hij zegt niet wie van wie kopieerde, of dat er überhaupt gekopieerd is: beiden kunnen dezelfde bron hebben gebruikt, dezelfde tekst hebben geciteerd of zoals toegestaan hebben samengewerkt.</translation>
    </message>
    <message>
        <source>A low score does not prove independence either: a short passage in a long essay is a small share (that is why long passages are listed whatever the score), and heavy rewording can hide some copying.</source>
        <translation>Een lage score bewijst evenmin onafhankelijkheid: een korte passage in een lang essay is een klein aandeel (daarom worden lange passages vermeld ongeacht de score), en sterk herschrijven kan een deel van het kopiëren verbergen.</translation>
    </message>
    <message>
        <source>The score is a reason to read both texts, never a verdict on its own.</source>
        <translation>De score is een reden om beide teksten te lezen, nooit op zichzelf een oordeel.</translation>
    </message>
    <message>
        <source>Reviewing a pair fairly</source>
        <translation>Een paar eerlijk beoordelen</translation>
    </message>
    <message>
        <source>Read both passages in context, in the side-by-side view, before deciding.</source>
        <translation>Lees beide passages in hun context, in de weergave naast elkaar, voordat u beslist.</translation>
    </message>
    <message>
        <source>Check whether the shared text is a quotation, the question, a common source or set phrases.</source>
        <translation>Ga na of de gedeelde tekst een citaat, de vraag, een gemeenschappelijke bron of vaste uitdrukkingen is.</translation>
    </message>
    <message>
        <source>Look at the other pairs of the same students (the Groups tab): a group sharing one source reads differently from two students sharing with each other.</source>
        <translation>Bekijk de andere paren van dezelfde leerlingen (het tabblad Groepen): een groep die één bron deelt, leest anders dan twee leerlingen die onderling delen.</translation>
    </message>
    <message>
        <source>Record what you decided and why with a review state and a note; they are saved with the check and can go in the report.</source>
        <translation>Leg vast wat u besloot en waarom, met een beoordeling en een notitie; ze worden met de controle opgeslagen en kunnen in het rapport komen.</translation>
    </message>
    <message>
        <source>Talk with the student before concluding: they may have an explanation the texts do not show.</source>
        <translation>Praat met de leerling voordat u conclusies trekt: er kan een verklaring zijn die de teksten niet tonen.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Hoe het werkt (geavanceerd)</translation>
    </message>
    <message>
        <source>Each text is cut into overlapping runs of {k} {units} (“shingles”), after folding case, invisible characters and look-alike letters. Two texts share wording when they share shingles.</source>
        <translation>Elke tekst wordt in overlappende reeksen van {k} {units} gesneden (‘shingles’), nadat hoofdletters, onzichtbare tekens en op elkaar lijkende letters gelijk zijn gemaakt. Twee teksten delen formuleringen als ze shingles delen.</translation>
    </message>
    <message>
        <source>Comparing every pair exactly would take too long for a large class, so plagcheck first finds the pairs worth checking with a few searches. The whole-document search compares short fingerprints of each text (MinHash signatures) grouped in bands (locality-sensitive hashing): the chance that a pair is checked rises steeply with how alike the whole texts are (the S-curve shown under View). The passage search does the same for windows of each text, so that one copied paragraph in a long essay is found even though the essays as wholes are not alike; when finding reworded copying is on, a third search looks at windows of content words whatever their order, and a fourth at the order of the small words (the, of, in) and of the commas and full stops, which a synonym tool leaves where they were.</source>
        <translation>Elk paar exact vergelijken zou voor een grote klas te lang duren, dus plagcheck vindt eerst met een paar zoekopdrachten de paren die een controle waard zijn. Het zoeken op hele documenten vergelijkt korte vingerafdrukken van elke tekst (MinHash-handtekeningen), gegroepeerd in banden (locality-sensitive hashing): de kans dat een paar gecontroleerd wordt, stijgt steil met hoe sterk de hele teksten op elkaar lijken (de S-curve onder Beeld). Het zoeken op passages doet hetzelfde voor vensters van elke tekst, zodat één gekopieerde alinea in een lang essay gevonden wordt, ook als de essays als geheel niet op elkaar lijken; als zoeken naar herschreven kopiëren aan staat, bekijkt een derde zoekopdracht vensters van inhoudswoorden in willekeurige volgorde, en een vierde de volgorde van de kleine woorden (de, van, in) en van de komma’s en punten, die een synoniemenhulpmiddel laat staan waar ze stonden.</translation>
    </message>
    <message>
        <source>Every pair found is then checked exactly: the shared shingles are counted and located in both texts, and nearby matches are joined into passages. Reworded passages are found by comparing the two texts sentence by sentence by their content words, whatever their order, and by the shape of their sentences: a paragraph whose words were swapped for synonyms one for one keeps its small words and the length of each sentence, sentence after sentence, and is found by that even where few of its words are left (it then shows a low likeness and is marked “{SHAPE_LABEL}”). The figures come from this exact check, never from the fingerprints.</source>
        <translation>Elk gevonden paar wordt daarna exact gecontroleerd: de gedeelde shingles worden geteld en in beide teksten gelokaliseerd, en nabije overeenkomsten worden samengevoegd tot passages. Herschreven passages worden gevonden door de twee teksten zin voor zin te vergelijken op hun inhoudswoorden, in welke volgorde ook, en op de vorm van hun zinnen: een alinea waarvan de woorden één voor één door synoniemen zijn vervangen, houdt haar kleine woorden en de lengte van elke zin, zin na zin, en wordt daaraan herkend, ook als er weinig van haar woorden over zijn (ze toont dan een lage gelijkenis en krijgt het label ‘{SHAPE_LABEL}’). De cijfers komen uit deze exacte controle, nooit uit de vingerafdrukken.</translation>
    </message>
    <message>
        <source>“Similar overall” is the Jaccard similarity of the two sets of shingles; “A found in B” is the containment of A in B, with the words of reworded passages added.</source>
        <translation>‘Totale gelijkenis’ is de Jaccard-gelijkenis van de twee verzamelingen shingles; ‘A in B’ is het deel van A dat in B voorkomt, met de woorden van herschreven passages erbij.</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Reading plagcheck&apos;s results&lt;/h1&gt;
</source>
        <translation>&lt;h1&gt;De resultaten van plagcheck lezen&lt;/h1&gt;
</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>plagcheck guide</source>
        <translation>plagcheck-gids</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>{count} checked pairs by score; threshold {threshold}</source>
        <translation>{count} gecontroleerde paren per score; drempel {threshold}</translation>
    </message>
    <message>
        <source>threshold {threshold}</source>
        <translation>drempel {threshold}</translation>
    </message>
    <message>
        <source>score (larger containment)</source>
        <translation>score (het grootste aandeel dat in de ander voorkomt)</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>paren</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>typed text</source>
        <extracomment>Characters a shared prefix or suffix may be cut at: never inside a word. What Canvas&apos;s file names call a submission typed into its text box (engine/reading/layouts.py), as shown.</extracomment>
        <translation>getypte tekst</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>Adding to the library</source>
        <translation>Toevoegen aan de bibliotheek</translation>
    </message>
    <message>
        <source>Choose a folder of texts to add as a collection</source>
        <translation>Een map met teksten kiezen om als collectie toe te voegen</translation>
    </message>
    <message>
        <source>Name the collection</source>
        <translation>De collectie een naam geven</translation>
    </message>
    <message>
        <source>Collection name (an existing name adds to that collection):</source>
        <translation>Naam van de collectie (een bestaande naam voegt toe aan die collectie):</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Collectie verwijderen</translation>
    </message>
    <message>
        <source>Remove the collection {name} ({documents} documents) from the library? The original files are not touched.</source>
        <translation>De collectie {name} ({documents} documenten) uit de bibliotheek verwijderen? De originele bestanden blijven onaangeroerd.</translation>
    </message>
    <message>
        <source>Choose the folder of an institution&apos;s archive</source>
        <translation>De map van het archief van een instelling kiezen</translation>
    </message>
    <message>
        <source>Add an archive</source>
        <translation>Een archief toevoegen</translation>
    </message>
    <message>
        <source>The archive&apos;s address, as your IT department gives it (or a folder):</source>
        <translation>Het adres van het archief, zoals uw ICT-afdeling het opgeeft (of een map):</translation>
    </message>
    <message>
        <source>cannot be used: {exc}</source>
        <translation>niet bruikbaar: {exc}</translation>
    </message>
    <message>
        <source>Added {added} documents to {name}</source>
        <translation>{added} documenten toegevoegd aan {name}</translation>
    </message>
    <message>
        <source>; {already_there} were already in it</source>
        <translation>; {already_there} stonden er al in</translation>
    </message>
    <message>
        <source> and {unreadable} more</source>
        <translation> en {unreadable} meer</translation>
    </message>
    <message>
        <source>; {unreadable} could not be read ({shown}{more})</source>
        <translation>; {unreadable} konden niet gelezen worden ({shown}{more})</translation>
    </message>
    <message>
        <source>The library could not be opened: {exc}</source>
        <translation>De bibliotheek kon niet geopend worden: {exc}</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collectie</translation>
    </message>
    <message>
        <source>Adding {folder} as {name}…</source>
        <translation>{folder} toevoegen als {name}…</translation>
    </message>
    <message>
        <source>{address} was not added: {documents}</source>
        <translation>{address} is niet toegevoegd: {documents}</translation>
    </message>
    <message>
        <source>Added the archive {address} ({documents} documents); the next scan uses it.</source>
        <translation>Archief {address} toegevoegd ({documents} documenten); de volgende scan gebruikt het.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {exc}</source>
        <translation>{name} kon niet verwijderd worden: {exc}</translation>
    </message>
    <message>
        <source>Removed {name} ({removed} documents).</source>
        <translation>{name} verwijderd ({removed} documenten).</translation>
    </message>
    <message>
        <source>{words}: {done} of {total}</source>
        <translation>{words}: {done} van {total}</translation>
    </message>
    <message>
        <source>Adding stopped with an error: {message}</source>
        <translation>Het toevoegen stopte door een fout: {message}</translation>
    </message>
    <message>
        <source>Adding cancelled; the documents stored so far are kept.</source>
        <translation>Toevoegen geannuleerd; de tot nu toe opgeslagen documenten blijven bewaard.</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>The reference library keeps texts the class may have copied from: last year&apos;s essays, a textbook chapter, web pages saved as files. Tick the collections the next scan should compare the class with; each student is compared with them, and they are never compared with each other. The library is kept in plagcheck&apos;s own data folder: the folders you add are only read.</source>
        <translation>De referentiebibliotheek bewaart teksten waaruit de klas gekopieerd kan hebben: essays van vorig jaar, een hoofdstuk uit een lesboek, webpagina’s die als bestand zijn opgeslagen. Vink de collecties aan waarmee de volgende scan de klas moet vergelijken; elke leerling wordt ermee vergeleken, en ze worden nooit met elkaar vergeleken. De bibliotheek staat in de eigen gegevensmap van plagcheck: de mappen die u toevoegt, worden alleen gelezen.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collectie</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documenten</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Sinds</translation>
    </message>
    <message>
        <source>An institution&apos;s archive of past submissions (a folder on a shared drive, or the address your IT department gives you) is only read: the class is compared with every document in it. Ticked archives are used by the next scan; an unticked one leaves this list when the dialog closes.</source>
        <translation>Het archief met eerdere inzendingen van een instelling (een map op een gedeelde schijf, of het adres dat uw ICT-afdeling opgeeft) wordt alleen gelezen: de klas wordt vergeleken met elk document erin. Aangevinkte archieven worden door de volgende scan gebruikt; een niet-aangevinkt archief verdwijnt uit deze lijst als het venster sluit.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archief</translation>
    </message>
    <message>
        <source>Reference library</source>
        <translation>Referentiebibliotheek</translation>
    </message>
    <message>
        <source>The library is empty. Add a folder of texts as a collection to start.</source>
        <translation>De bibliotheek is leeg. Voeg een map met teksten toe als collectie om te beginnen.</translation>
    </message>
    <message>
        <source>&amp;Add folder as collection…</source>
        <translation>Map als collectie &amp;toevoegen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Add archive &amp;folder…</source>
        <translation>Archief&amp;map toevoegen…</translation>
    </message>
    <message>
        <source>Add archive a&amp;ddress…</source>
        <translation>Archief&amp;adres toevoegen…</translation>
    </message>
    <message>
        <source>Cancel adding</source>
        <translation>Toevoegen annuleren</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with this collection</source>
        <translation>Aangevinkt: de volgende scan vergelijkt de klas met deze collectie</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with every document of this archive</source>
        <translation>Aangevinkt: de volgende scan vergelijkt de klas met elk document van dit archief</translation>
    </message>
</context>
<context>
    <name>MainController</name>
    <message>
        <source>. Drop a folder of submissions, or the documents themselves.</source>
        <extracomment>The window asks about at most this many files that look like the assignment&apos;s question, one by one. Asks whether folders named like sources hold sources: (window, folders) -&gt; the confirmed ones. Asks before forgetting cached texts: (window, cache file, texts held) -&gt; True to go ahead. Asks whether a file that looks like the assignment&apos;s question is it: (window, its name) -&gt; True if so.</extracomment>
        <translation>. Zet een map met inzendingen neer, of de documenten zelf.</translation>
    </message>
    <message>
        <source>Choose a folder of student work</source>
        <translation>Een map met werk van leerlingen kiezen</translation>
    </message>
    <message>
        <source>Choose documents to compare</source>
        <translation>Te vergelijken documenten kiezen</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documenten ({patterns});;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>{folder} no longer exists.</source>
        <translation>{folder} bestaat niet meer.</translation>
    </message>
    <message>
        <source>Scanning {names} — plagcheck</source>
        <translation>Scannen van {names} — plagcheck</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Bezig met scannen…</translation>
    </message>
    <message>
        <source>the scan ended without a result</source>
        <translation>de scan eindigde zonder resultaat</translation>
    </message>
    <message>
        <source>Scanned in {seconds} s.</source>
        <translation>Gescand in {seconds} s.</translation>
    </message>
    <message>
        <source>{count} files look like the assignment&apos;s question; if one is, add it under Scan → Files given to everyone…</source>
        <translation>{count} bestanden lijken op de vraag van de opdracht; als een ervan dat is, voeg het toe onder Scan → Bestanden voor iedereen…</translation>
    </message>
    <message>
        <source>The scan stopped with an error: {message}</source>
        <translation>De scan stopte door een fout: {message}</translation>
    </message>
    <message>
        <source>Scan cancelled.</source>
        <translation>Scan geannuleerd.</translation>
    </message>
    <message>
        <source> {missing} original files are no longer where they were; their saved text is shown.</source>
        <translation> {missing} originele bestanden staan niet meer waar ze stonden; hun opgeslagen tekst wordt getoond.</translation>
    </message>
    <message>
        <source>Opened {name}, saved {saved_at}.{missing}</source>
        <translation>{name} geopend, opgeslagen {saved_at}.{missing}</translation>
    </message>
    <message>
        <source>{name}[*] — plagcheck</source>
        <translation>{name}[*] — plagcheck</translation>
    </message>
    <message>
        <source>plagcheck check</source>
        <translation>plagcheck-controle</translation>
    </message>
    <message>
        <source>The new language takes effect the next time plagcheck starts.</source>
        <translation>De nieuwe taal gaat in bij de volgende start van plagcheck.</translation>
    </message>
    <message>
        <source>Wait for the scan to end (or cancel it) to forget cached texts.</source>
        <translation>Wacht tot de scan klaar is (of annuleer hem) om teksten in de cache te vergeten.</translation>
    </message>
    <message>
        <source>The cached texts could not be deleted: {exc}</source>
        <translation>De teksten in de cache konden niet verwijderd worden: {exc}</translation>
    </message>
    <message>
        <source>Forgot {text}.</source>
        <translation>Teksten in de cache vergeten: {text}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Results</source>
        <extracomment>Room left on the screen for the window&apos;s frame, which the window manager adds around it: the title bar above, a border on each side and below.</extracomment>
        <translation>Resultaten</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergelijken</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groepen</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Leerlingen</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klas</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <extracomment>Asked before the window closes; False keeps it open (the controller sets it: unsaved reviews).</extracomment>
        <translation>&amp;Map openen…</translation>
    </message>
    <message>
        <source>Scan every document in a folder</source>
        <translation>Elk document in een map scannen</translation>
    </message>
    <message>
        <source>Open f&amp;iles…</source>
        <translation>&amp;Bestanden openen…</translation>
    </message>
    <message>
        <source>Scan chosen documents</source>
        <translation>Gekozen documenten scannen</translation>
    </message>
    <message>
        <source>Open chec&amp;k…</source>
        <translation>&amp;Controle openen…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews</source>
        <translation>Een eerder opgeslagen controle openen, met de beoordelingen</translation>
    </message>
    <message>
        <source>&amp;Save check</source>
        <translation>Controle op&amp;slaan</translation>
    </message>
    <message>
        <source>Save this check and its reviews to one file, to open later</source>
        <translation>Deze controle en de beoordelingen in één bestand opslaan, om later te openen</translation>
    </message>
    <message>
        <source>Save check &amp;as…</source>
        <translation>Controle opslaan &amp;als…</translation>
    </message>
    <message>
        <source>Save this check and its reviews to another file</source>
        <translation>Deze controle en de beoordelingen in een ander bestand opslaan</translation>
    </message>
    <message>
        <source>&amp;Print pair…</source>
        <translation>Paar af&amp;drukken…</translation>
    </message>
    <message>
        <source>Print the selected pair side by side, as the report shows it</source>
        <translation>Het geselecteerde paar naast elkaar afdrukken, zoals het rapport het toont</translation>
    </message>
    <message>
        <source>Open document &amp;A</source>
        <translation>Document &amp;A openen</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document A in the program that opens it</source>
        <translation>Document A van het geselecteerde paar openen in het programma dat het opent</translation>
    </message>
    <message>
        <source>Open document &amp;B</source>
        <translation>Document &amp;B openen</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document B in the program that opens it</source>
        <translation>Document B van het geselecteerde paar openen in het programma dat het opent</translation>
    </message>
    <message>
        <source>Show A in its folder</source>
        <translation>A in zijn map tonen</translation>
    </message>
    <message>
        <source>Open the folder holding document A</source>
        <translation>De map openen waarin document A staat</translation>
    </message>
    <message>
        <source>Show B in its folder</source>
        <translation>B in zijn map tonen</translation>
    </message>
    <message>
        <source>Open the folder holding document B</source>
        <translation>De map openen waarin document B staat</translation>
    </message>
    <message>
        <source>&amp;Find in texts…</source>
        <translation>&amp;Zoeken in teksten…</translation>
    </message>
    <message>
        <source>Find words in the two texts of the compare view</source>
        <translation>Woorden zoeken in de twee teksten van de vergelijkweergave</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Opnieuw scannen</translation>
    </message>
    <message>
        <source>Scan the same folder again</source>
        <translation>Dezelfde map opnieuw scannen</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>Rapport &amp;exporteren…</translation>
    </message>
    <message>
        <source>Save an HTML report of the pairs shown (also CSV or JSON)</source>
        <translation>Een HTML-rapport van de getoonde paren opslaan (ook CSV of JSON)</translation>
    </message>
    <message>
        <source>Export &amp;anonymised report…</source>
        <translation>&amp;Geanonimiseerd rapport exporteren…</translation>
    </message>
    <message>
        <source>The same report with every student named by a pseudonym (Student 1, Student 2…)</source>
        <translation>Hetzelfde rapport met elke leerling onder een pseudoniem (Leerling 1, Leerling 2…)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Hoe documenten worden vergeleken</translation>
    </message>
    <message>
        <source>&amp;Cancel scan</source>
        <translation>Scan &amp;annuleren</translation>
    </message>
    <message>
        <source>Stop the scan that is running</source>
        <translation>De lopende scan stoppen</translation>
    </message>
    <message>
        <source>Class &amp;list…</source>
        <translation>Klassen&amp;lijst…</translation>
    </message>
    <message>
        <source>Name the students from the class list your platform exports</source>
        <translation>De leerlingen een naam geven volgens de klassenlijst die uw platform exporteert</translation>
    </message>
    <message>
        <source>Files given to &amp;everyone…</source>
        <translation>Bestanden voor &amp;iedereen…</translation>
    </message>
    <message>
        <source>The assignment or template every student got: its text never counts</source>
        <translation>De opdracht of het sjabloon dat elke leerling kreeg: de tekst telt nooit mee</translation>
    </message>
    <message>
        <source>&amp;Sources in the class folder…</source>
        <translation>&amp;Bronnen in de klasmap…</translation>
    </message>
    <message>
        <source>Mark files or folders of the class as sources, not students&apos; work</source>
        <translation>Bestanden of mappen van de klas als bronnen markeren, niet als werk van leerlingen</translation>
    </message>
    <message>
        <source>Reference &amp;library…</source>
        <translation>Referentie&amp;bibliotheek…</translation>
    </message>
    <message>
        <source>Collections of texts the class is compared with (last year&apos;s essays…)</source>
        <translation>Collecties teksten waarmee de klas wordt vergeleken (essays van vorig jaar…)</translation>
    </message>
    <message>
        <source>Open &amp;compare view</source>
        <translation>&amp;Vergelijkweergave openen</translation>
    </message>
    <message>
        <source>Show &amp;results</source>
        <translation>&amp;Resultaten tonen</translation>
    </message>
    <message>
        <source>Show &amp;groups</source>
        <translation>&amp;Groepen tonen</translation>
    </message>
    <message>
        <source>Groups of students linked by shared text</source>
        <translation>Groepen leerlingen die verbonden zijn door gedeelde tekst</translation>
    </message>
    <message>
        <source>Show &amp;students</source>
        <translation>&amp;Leerlingen tonen</translation>
    </message>
    <message>
        <source>Each submission&apos;s highest match</source>
        <translation>De hoogste overeenkomst van elke inzending</translation>
    </message>
    <message>
        <source>Show the c&amp;lass</source>
        <translation>De &amp;klas tonen</translation>
    </message>
    <message>
        <source>How the files were read: which student handed in what (correct it here)</source>
        <translation>Hoe de bestanden zijn gelezen: welke leerling wat inleverde (corrigeer het hier)</translation>
    </message>
    <message>
        <source>Mark the selected pair: {lower}</source>
        <translation>Het geselecteerde paar markeren: {lower}</translation>
    </message>
    <message>
        <source>Mark this pair: {lower} (Ctrl+{number})</source>
        <translation>Dit paar markeren: {lower} (Ctrl+{number})</translation>
    </message>
    <message>
        <source>Write a &amp;note…</source>
        <translation>Een &amp;notitie schrijven…</translation>
    </message>
    <message>
        <source>Write a note about the selected pair</source>
        <translation>Een notitie schrijven over het geselecteerde paar</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Notitie…</translation>
    </message>
    <message>
        <source>Write a note about this pair (F2)</source>
        <translation>Een notitie schrijven over dit paar (F2)</translation>
    </message>
    <message>
        <source>plagcheck &amp;guide</source>
        <translation>plagcheck-&amp;gids</translation>
    </message>
    <message>
        <source>How to read the scores and colours, and how to review a pair fairly</source>
        <translation>Hoe u de scores en kleuren leest, en hoe u een paar eerlijk beoordeelt</translation>
    </message>
    <message>
        <source>How it &amp;works</source>
        <translation>Hoe het &amp;werkt</translation>
    </message>
    <message>
        <source>The method behind the figures (advanced)</source>
        <translation>De methode achter de cijfers (geavanceerd)</translation>
    </message>
    <message>
        <source>Show &amp;copied passages only</source>
        <translation>Alleen &amp;gekopieerde passages tonen</translation>
    </message>
    <message>
        <source>Hide reworded passages and count copied text only (no rescan)</source>
        <translation>Herschreven passages verbergen en alleen gekopieerde tekst tellen (zonder opnieuw te scannen)</translation>
    </message>
    <message>
        <source>Show the search &amp;curve (advanced)</source>
        <translation>De zoek&amp;curve tonen (geavanceerd)</translation>
    </message>
    <message>
        <source>The chance the whole-document search checks a pair, by similarity</source>
        <translation>De kans dat het zoeken op hele documenten een paar controleert, naar gelijkenis</translation>
    </message>
    <message>
        <source>&amp;Forget cached texts…</source>
        <translation>Teksten in de cache &amp;vergeten…</translation>
    </message>
    <message>
        <source>Delete the texts kept from files already read (the next scan reads every file again)</source>
        <translation>De bewaarde teksten van al gelezen bestanden verwijderen (de volgende scan leest elk bestand opnieuw)</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>&amp;Logmap tonen</translation>
    </message>
    <message>
        <source>&amp;About plagcheck</source>
        <translation>&amp;Over plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent openen</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>&amp;Scan</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Beoordeling</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Bee&amp;ld</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>E&amp;xtra</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Hoe het werkt</translation>
    </message>
</context>
<context>
    <name>MatchMap</name>
    <message>
        <source>Where the shared passages are in each document. Click a band to select it.</source>
        <translation>Waar de gedeelde passages in elk document staan. Klik op een band om die te selecteren.</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <source>Similarity report: {name}, {date}</source>
        <translation>Gelijkenisrapport: {name}, {date}</translation>
    </message>
    <message>
        <source>Similarity report, {date}</source>
        <translation>Gelijkenisrapport, {date}</translation>
    </message>
    <message>
        <source>anonymised similarity report</source>
        <translation>geanonimiseerd gelijkenisrapport</translation>
    </message>
    <message>
        <source>similarity report</source>
        <translation>gelijkenisrapport</translation>
    </message>
    <message>
        <source>anonymised pairs</source>
        <translation>geanonimiseerde paren</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>paren</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>compared only in part: this pair took over {seconds} s to compare (the files may be built to stall the check), so passages past the point reached were not looked for, reworded ones not at all, and its scores count every shared phrase; compare the two files by hand</source>
        <extracomment>Every notice&apos;s English text by key ({name}: a value of the notice).</extracomment>
        <translation>slechts deels vergeleken: dit paar kostte meer dan {seconds} s (de bestanden zijn misschien gemaakt om de controle op te houden), dus passages na het bereikte punt zijn niet gezocht, herschreven passages helemaal niet, en de scores tellen elke gedeelde zinsnede; vergelijk de twee bestanden zelf</translation>
    </message>
    <message>
        <source>shown in part: this pair shares more than {passages} separate passages (one file may be the other&apos;s pieces shuffled and repeated), so only the longest {passages} are shown, reworded ones were not looked for, and its scores count every passage; compare the two files by hand</source>
        <translation>deels getoond: dit paar deelt meer dan {passages} afzonderlijke passages (het ene bestand is misschien het andere in stukken, geschud en herhaald), dus alleen de {passages} langste worden getoond, herschreven passages zijn niet gezocht, en de scores tellen elke passage; vergelijk de twee bestanden zelf</translation>
    </message>
    <message>
        <source>not compared in full: comparing this pair took too long or failed, so no passage was looked for and its scores count every shared phrase; compare the two files by hand</source>
        <translation>niet volledig vergeleken: het vergelijken van dit paar duurde te lang of mislukte, dus er is geen passage gezocht en de scores tellen elke gedeelde zinsnede; vergelijk de twee bestanden zelf</translation>
    </message>
    <message>
        <source>The memory limit for reading files could not be set on this system: a file built to exhaust memory was stopped only by the limits inside the readers and the time limit.</source>
        <translation>De geheugenlimiet voor het lezen van bestanden kon op dit systeem niet worden ingesteld: een bestand dat het geheugen moet uitputten werd alleen door de limieten van de lezers en de tijdslimiet gestopt.</translation>
    </message>
    <message>
        <source>Files were read with less memory than usual: this program runs under a memory limit set outside it (ulimit -v, a container or a batch system), which left each reader {least} MB instead of {usual} MB; a file that needed more is listed as too large to read.</source>
        <translation>De bestanden zijn met minder geheugen dan gewoonlijk gelezen: dit programma draait onder een geheugenlimiet die erbuiten is ingesteld (ulimit -v, een container of een batchsysteem), waardoor elke lezer {least} MB kreeg in plaats van {usual} MB; een bestand dat meer nodig had, staat vermeld als te groot om te lezen.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they hold more than {files} files in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Slechts een deel van de zips is gelezen: ze bevatten samen meer dan {files} bestanden, wat geen klas doet. Niet gelezen (vermeld onder Bestandsproblemen): {zips}; de bestanden van de eerder vermelde zips zijn gecontroleerd.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they unpack to more than {gigabytes} GB in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Slechts een deel van de zips is gelezen: uitgepakt zijn ze samen meer dan {gigabytes} GB, wat geen klas doet. Niet gelezen (vermeld onder Bestandsproblemen): {zips}; de bestanden van de eerder vermelde zips zijn gecontroleerd.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: listing them took more than {seconds} s, as no class&apos;s does. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Slechts een deel van de zips is gelezen: ze opsommen duurde meer dan {seconds} s, wat bij geen klas gebeurt. Niet gelezen (vermeld onder Bestandsproblemen): {zips}; de bestanden van de eerder vermelde zips zijn gecontroleerd.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} words of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Om binnen het geheugenbudget te blijven, heeft de analyse de langste bestanden slechts deels vergeleken ({files}, vermeld onder Bestandsproblemen): ze vergelijkt hoogstens {units} woorden van een bestand, en zoveel van de klas als ongeveer {megabytes} MB geheugen bevat.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} characters of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Om binnen het geheugenbudget te blijven, heeft de analyse de langste bestanden slechts deels vergeleken ({files}, vermeld onder Bestandsproblemen): ze vergelijkt hoogstens {units} tekens van een bestand, en zoveel van de klas als ongeveer {megabytes} MB geheugen bevat.</translation>
    </message>
    <message>
        <source>the unit must be &apos;word&apos; or &apos;char&apos;, not {value}</source>
        <translation>de eenheid moet ‘word’ of ‘char’ zijn, niet {value}</translation>
    </message>
    <message>
        <source>k must be between 1 and 50 (the length of a run), not {value}</source>
        <translation>de lengte van de reeksen (k) moet tussen 1 en 50 liggen, niet {value}</translation>
    </message>
    <message>
        <source>num-perm must be between 16 and 1024 (the fingerprints per document), not {value}</source>
        <translation>de vingerafdrukken per document (num-perm) moeten tussen 16 en 1024 liggen, niet {value}</translation>
    </message>
    <message>
        <source>the threshold must be between 0 and 1, not {value}</source>
        <translation>de drempel moet tussen 0 en 1 liggen, niet {value}</translation>
    </message>
    <message>
        <source>the smallest overlap kept (min-score) must be between 0 and 1, not {value}</source>
        <translation>de kleinste bewaarde overlap (min-score) moet tussen 0 en 1 liggen, niet {value}</translation>
    </message>
    <message>
        <source>the lowest threshold (lowest-threshold) must be between 0 and 1, not {value}</source>
        <translation>de laagste drempel (lowest-threshold) moet tussen 0 en 1 liggen, niet {value}</translation>
    </message>
    <message>
        <source>the share of documents that makes a phrase common (common-share) must be between 0 and 1, not {value}</source>
        <translation>het aandeel documenten dat een zinsnede gewoon maakt (common-share) moet tussen 0 en 1 liggen, niet {value}</translation>
    </message>
    <message>
        <source>give both bands and rows, or neither</source>
        <translation>geef zowel banden als rijen op, of geen van beide</translation>
    </message>
    <message>
        <source>bands x rows must be at least 1 and at most the fingerprints per document ({num_perm}), not {bands} x {rows}</source>
        <translation>banden × rijen moet minstens 1 zijn en hoogstens het aantal vingerafdrukken per document ({num_perm}), niet {bands} × {rows}</translation>
    </message>
    <message>
        <source>the gap joined inside a passage and the shortest passage cannot be negative</source>
        <translation>de overbrugde ruimte binnen een passage en de kortste passage kunnen niet negatief zijn</translation>
    </message>
    <message>
        <source>the long-passage rule&apos;s number of words cannot be negative</source>
        <translation>het aantal woorden van de regel voor lange passages kan niet negatief zijn</translation>
    </message>
    <message>
        <source>the file size limit must be positive</source>
        <translation>de maximale bestandsgrootte moet positief zijn</translation>
    </message>
    <message>
        <source>the layout must be one of {layouts}, not {value}</source>
        <translation>de indeling moet een van {layouts} zijn, niet {value}</translation>
    </message>
    <message>
        <source>unknown encoding, or not one a text file is written in: {value}</source>
        <translation>onbekende codering, of een waarin geen tekstbestand wordt geschreven: {value}</translation>
    </message>
</context>
<context>
    <name>PairTable</name>
    <message>
        <source>Document A</source>
        <extracomment>Role giving the row&apos;s PairResult. Header role giving the widest text a column shows, for sizing it (figure columns: &quot;100,000&quot;). The figure (plagcheck.vocabulary key) each figure column shows; the others are &quot;#&quot;, the names, &quot;Listed for&quot; and &quot;Review&quot;.</extracomment>
        <translation>Document A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Document B</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Vermeld om</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Beoordeling</translation>
    </message>
    <message>
        <source>long passage</source>
        <extracomment>Review states in the order the Review column sorts them (undecided first, as the teacher works through them). Marks a review that has a note, after the state&apos;s label. Stands for &quot;leave this filter as it is&quot; (None is a real value of the state filter: every state). The score of every verified pair, in rank order (also what the histogram counts).</extracomment>
        <translation>lange passage</translation>
    </message>
    <message>
        <source> Copied text only.</source>
        <translation> Alleen gekopieerde tekst.</translation>
    </message>
    <message>
        <source>Why the pair is listed: its score reaches the threshold, or it shares a passage long enough to look at whatever its score.</source>
        <translation>Waarom het paar vermeld staat: de score haalt de drempel, of het deelt een passage die lang genoeg is om te bekijken, ongeacht de score.</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Not used</source>
        <translation>Niet gebruikt</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Overgeslagen</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Waarschuwing</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Opmerking</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Reden</translation>
    </message>
    <message>
        <source>Read in another encoding…</source>
        <translation>Met een andere codering lezen…</translation>
    </message>
    <message>
        <source>For a text file whose letters came out wrong: choose how to read it</source>
        <translation>Voor een tekstbestand waarvan de letters verkeerd uitkwamen: kiezen hoe het gelezen wordt</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Scan</translation>
    </message>
    <message>
        <source>(the whole scan)</source>
        <translation>(de hele scan)</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Gewijzigd</translation>
    </message>
    <message>
        <source>File problems ({count}): some files changed since this check was saved</source>
        <translation>Bestandsproblemen ({count}): sommige bestanden zijn gewijzigd sinds deze controle is opgeslagen</translation>
    </message>
    <message>
        <source>File problems ({problems}): these files were not compared, or only partly</source>
        <translation>Bestandsproblemen ({problems}): deze bestanden zijn niet of slechts gedeeltelijk vergeleken</translation>
    </message>
    <message>
        <source>File problems: none, every file was read</source>
        <translation>Bestandsproblemen: geen, elk bestand is gelezen</translation>
    </message>
    <message>
        <source> · 1 note on how files were read (listed last)</source>
        <translation> · 1 opmerking over hoe bestanden zijn gelezen (onderaan)</translation>
    </message>
    <message>
        <source> · {notes} notes on how files were read (listed last)</source>
        <translation> · {notes} opmerkingen over hoe bestanden zijn gelezen (onderaan)</translation>
    </message>
    <message>
        <source> · the scan could not compare everything as usual (first rows)</source>
        <translation> · de scan kon niet alles zoals gewoonlijk vergelijken (eerste regels)</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>Cancel scan</source>
        <translation>Scan annuleren</translation>
    </message>
    <message>
        <source>Stop this scan (Esc)</source>
        <translation>Deze scan stoppen (Esc)</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>Documenten zoeken…</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>quoted, no citation</source>
        <extracomment>How alike its two sides are, written as a percentage. What a passage standing on its shape stands on, in plain words (vocabulary.basis_text), else &quot;&quot;. Its kind in plain words: &quot;copied&quot;, &quot;reworded&quot;, &quot;translated (French ← English)&quot; (vocabulary.kind_text). The teacher&apos;s review, or None when the report carries no reviews. The common-source sentence when both students match the same reference, else &quot;&quot;. The kinds of specially shown text in either side (&quot;template&quot;, &quot;quote&quot;...), for the pair&apos;s legend. Every figure of the pair as shown, in plagcheck.vocabulary.FIGURES order. Why the pair is listed, in plain words (&quot;&quot; for a pair selected by hand). True when it is listed for a long passage only (its score is below the threshold). The labels the style sheet writes before quotations and reference lists (report.css, `content:`).</extracomment>
        <translation>geciteerd, zonder bron</translation>
    </message>
    <message>
        <source>quoted and cited</source>
        <translation>geciteerd met bron</translation>
    </message>
    <message>
        <source>references</source>
        <translation>literatuur</translation>
    </message>
    <message>
        <source>Passage {number} of {count}</source>
        <translation>Passage {number} van {count}</translation>
    </message>
    <message>
        <source>ok</source>
        <extracomment>A document&apos;s status (models.DocumentRecord.status) as the report&apos;s tables name it.</extracomment>
        <translation>gelezen</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>waarschuwing</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>overgeslagen</translation>
    </message>
    <message>
        <source>error</source>
        <translation>fout</translation>
    </message>
    <message>
        <source>Template text: did not count</source>
        <extracomment>What the script says of a piece of text by its style bits (report.js), translated into the report&apos;s language.</extracomment>
        <translation>Sjabloontekst: telde niet mee</translation>
    </message>
    <message>
        <source>Common text (shared by most of the class): did not count</source>
        <translation>Gemeenschappelijke tekst (door het grootste deel van de klas gedeeld): telde niet mee</translation>
    </message>
    <message>
        <source>Text several essays have at the same place (a cover sheet, the question): did not count</source>
        <translation>Tekst die meerdere werkstukken op dezelfde plek hebben (een voorblad, de vraag): telde niet mee</translation>
    </message>
    <message>
        <source>Quoted, no citation: counted</source>
        <translation>Geciteerd, zonder bron: telt mee</translation>
    </message>
    <message>
        <source>Quoted and cited: did not count</source>
        <translation>Geciteerd met bron: telde niet mee</translation>
    </message>
    <message>
        <source>Reference list</source>
        <translation>Literatuurlijst</translation>
    </message>
    <message>
        <source>A word the other side&apos;s passage also has</source>
        <translation>Een woord dat de passage aan de andere kant ook heeft</translation>
    </message>
    <message>
        <source>Reworded: the same content in other words or order</source>
        <translation>Herschreven: dezelfde inhoud in andere woorden of volgorde</translation>
    </message>
    <message>
        <source>no quotation counted</source>
        <translation>geen enkel citaat telde mee</translation>
    </message>
    <message>
        <source>quotations with a citation did not count, quotations without one did</source>
        <translation>citaten met bronvermelding telden niet mee, citaten zonder wel</translation>
    </message>
    <message>
        <source>quotations counted, with a citation or without</source>
        <translation>citaten telden mee, met of zonder bronvermelding</translation>
    </message>
    <message>
        <source>reference lists did not count</source>
        <translation>literatuurlijsten telden niet mee</translation>
    </message>
    <message>
        <source>reference lists counted</source>
        <translation>literatuurlijsten telden mee</translation>
    </message>
    <message>
        <source>in this scan {quotations}; {lists}</source>
        <translation>in deze scan: {quotations}; {lists}</translation>
    </message>
    <message>
        <source>yes (file and folder names; students&apos; names, numbers and e-mail addresses in the texts and notes)</source>
        <translation>ja (bestands- en mapnamen; namen, nummers en e-mailadressen van leerlingen in de teksten en notities)</translation>
    </message>
    <message>
        <source>{count} selected</source>
        <translation>{count} gekozen</translation>
    </message>
    <message>
        <source>{count} at or above the threshold</source>
        <translation>{count} op of boven de drempel</translation>
    </message>
    <message>
        <source>plagcheck version</source>
        <translation>plagcheck-versie</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschreven</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Drempel</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paren</translation>
    </message>
    <message>
        <source>Anonymised</source>
        <translation>Geanonimiseerd</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Review states</source>
        <translation>Beoordelingen</translation>
    </message>
    <message>
        <source>included</source>
        <translation>opgenomen</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>niet opgenomen</translation>
    </message>
    <message>
        <source>Pairs compared closely</source>
        <translation>Nauwkeurig vergeleken paren</translation>
    </message>
    <message>
        <source>Checked pairs kept</source>
        <translation>Bewaarde gecontroleerde paren</translation>
    </message>
    <message>
        <source>{count} (score ≥ {lowest})</source>
        <translation>{count} (score ≥ {lowest})</translation>
    </message>
    <message>
        <source>Template phrases ignored</source>
        <translation>Genegeerde sjabloonzinsdelen</translation>
    </message>
    <message>
        <source>Common phrases ignored</source>
        <translation>Genegeerde gemeenschappelijke zinsdelen</translation>
    </message>
    <message>
        <source>LSH bands × rows</source>
        <translation>LSH-banden × rijen</translation>
    </message>
    <message>
        <source>{bands} × {rows} of {permutations}</source>
        <translation>{bands} × {rows} van {permutations}</translation>
    </message>
    <message>
        <source>LSH S-curve midpoint</source>
        <translation>Midden van de LSH-S-curve</translation>
    </message>
    <message>
        <source>Similarity report: %(name)s</source>
        <translation>Gelijkenisrapport: %(name)s</translation>
    </message>
    <message>
        <source>Similarity report</source>
        <translation>Gelijkenisrapport</translation>
    </message>
    <message>
        <source>plagcheck %(version)s · written %(when)s · threshold %(threshold)s</source>
        <translation>plagcheck %(version)s · geschreven %(when)s · drempel %(threshold)s</translation>
    </message>
    <message>
        <source>JavaScript is off in this browser, so the side-by-side texts are not shown. Every score and the list of shared passages below are complete without it.</source>
        <translation>JavaScript staat uit in deze browser, dus de teksten naast elkaar worden niet getoond. Alle scores en de lijst met gedeelde passages hieronder zijn ook zonder volledig.</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report).</source>
        <translation>Geanonimiseerd: documentnamen en bestandspaden zijn vervangen door ‘Leerling 1’, ‘Leerling 2’, … (dezelfde leerling heeft in het hele rapport hetzelfde nummer).</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report; reference-library documents are “Reference n”).</source>
        <translation>Geanonimiseerd: documentnamen en bestandspaden zijn vervangen door ‘Leerling 1’, ‘Leerling 2’, … (dezelfde leerling heeft in het hele rapport hetzelfde nummer; documenten uit de referentiebibliotheek heten ‘Referentie n’).</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts and the review notes are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Namen, leerlingnummers en e-mailadressen van leerlingen in de teksten en de beoordelingsnotities zijn afgedekt met ███ waar ze herkenbaar zijn: een naam die ook de naam van een bestand of map is, of een veld zoals ‘Naam:’ of ‘Leerlingnummer’.</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Namen, leerlingnummers en e-mailadressen van leerlingen in de teksten zijn afgedekt met ███ waar ze herkenbaar zijn: een naam die ook de naam van een bestand of map is, of een veld zoals ‘Naam:’ of ‘Leerlingnummer’.</translation>
    </message>
    <message>
        <source>A name written anywhere else may remain: read the texts before you share this report.</source>
        <translation>Een naam die ergens anders staat, kan blijven staan: lees de teksten voordat u dit rapport deelt.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pair chosen by the person who exported it, whatever its score.</source>
        <translation>Dit rapport bevat alleen %(num)s paar, gekozen door wie het exporteerde, ongeacht de score.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pairs chosen by the person who exported it, whatever their score.</source>
        <translation>Dit rapport bevat alleen de %(num)s paren die gekozen zijn door wie het exporteerde, ongeacht hun score.</translation>
    </message>
    <message>
        <source>The threshold (%(threshold)s) is below the lowest score this scan kept (%(lowest)s): pairs scoring between the two were not kept and are not listed.</source>
        <translation>De drempel (%(threshold)s) ligt onder de laagste score die deze scan bewaarde (%(lowest)s): paren met een score daartussen zijn niet bewaard en niet vermeld.</translation>
    </message>
    <message>
        <source>files (%(compared)s compared)</source>
        <translation>bestanden (%(compared)s vergeleken)</translation>
    </message>
    <message>
        <source>source texts compared with them</source>
        <translation>bronteksten waarmee ze zijn vergeleken</translation>
    </message>
    <message>
        <source>pairs selected</source>
        <translation>gekozen paren</translation>
    </message>
    <message>
        <source>pairs listed at %(threshold)s</source>
        <translation>paren vermeld bij %(threshold)s</translation>
    </message>
    <message>
        <source>pairs at or above %(threshold)s</source>
        <translation>paren bij %(threshold)s of meer</translation>
    </message>
    <message>
        <source>checked pairs kept (score ≥ %(lowest)s)</source>
        <translation>bewaarde gecontroleerde paren (score ≥ %(lowest)s)</translation>
    </message>
    <message>
        <source>files with problems</source>
        <translation>bestanden met problemen</translation>
    </message>
    <message>
        <source>How to read this report</source>
        <translation>Zo leest u dit rapport</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold, or when the two documents share a passage of at least %(length)s %(units)s whatever its share of a long essay (“Listed for” says which).</source>
        <translation>Elk document is met alle andere vergeleken. Een paar wordt vermeld als de &lt;strong&gt;score&lt;/strong&gt; de drempel haalt, of als de twee documenten een passage van minstens %(length)s %(units)s delen, hoe klein haar aandeel in een lang essay ook is (‘Vermeld om’ zegt welke van de twee).</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold.</source>
        <translation>Elk document is met alle andere vergeleken. Een paar wordt vermeld als de &lt;strong&gt;score&lt;/strong&gt; de drempel haalt.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;This report counts copied text only:&lt;/strong&gt; reworded passages are left out of the figures and the texts.</source>
        <translation>&lt;strong&gt;Dit rapport telt alleen gekopieerde tekst:&lt;/strong&gt; herschreven passages zijn weggelaten uit de cijfers en de teksten.</translation>
    </message>
    <message>
        <source>Similar text is a reason to look closer, not proof of copying: quotations, set texts and shared templates also match.</source>
        <translation>Vergelijkbare tekst is een reden om beter te kijken, geen bewijs van kopiëren: citaten, voorgeschreven teksten en gedeelde sjablonen komen ook overeen.</translation>
    </message>
    <message>
        <source>Shared passages are highlighted in both texts with the same colour, underline style and number.</source>
        <translation>Gedeelde passages zijn in beide teksten gemarkeerd met dezelfde kleur, dezelfde onderstreping en hetzelfde nummer.</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>gekopieerd</translation>
    </message>
    <message>
        <source>reworded with &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words</source>
        <translation>herschreven met &lt;span class=&quot;sw&quot;&gt;gedeelde&lt;/span&gt; woorden</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, with the words both sides share in bold.</source>
        <translation>%(words)s, met een stippellijn eromheen en de woorden die beide kanten hebben vet.</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>vertaald</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, its two languages named in the list of passages.</source>
        <translation>%(words)s, met een stippellijn eromheen en de twee talen vermeld in de lijst met passages.</translation>
    </message>
    <message>
        <source>A reworded passage marked &lt;em&gt;%(label)s&lt;/em&gt; was found by its shape: its %(words)s.</source>
        <translation>Een herschreven passage met het label &lt;em&gt;%(label)s&lt;/em&gt; is gevonden aan haar vorm: %(words)s.</translation>
    </message>
    <message>
        <source>In the texts:</source>
        <translation>In de teksten:</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig ig-template&quot;&gt;template text&lt;/span&gt; (given to everyone), &lt;span class=&quot;sample ig ig-common&quot;&gt;common text&lt;/span&gt; (shared by most of the class) and &lt;span class=&quot;sample ig ig-placed&quot;&gt;text several essays have at the same place&lt;/span&gt; (a cover sheet, the question pasted at the top) are greyed: they did not count towards any score.</source>
        <translation>&lt;span class=&quot;sample ig ig-template&quot;&gt;sjabloontekst&lt;/span&gt; (voor iedereen), &lt;span class=&quot;sample ig ig-common&quot;&gt;gemeenschappelijke tekst&lt;/span&gt; (door het grootste deel van de klas gedeeld) en &lt;span class=&quot;sample ig ig-placed&quot;&gt;tekst die meerdere werkstukken op dezelfde plek hebben&lt;/span&gt; (een voorblad, de bovenaan geplakte vraag) zijn grijs: ze telden voor geen enkele score mee.</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;a quotation with a citation beside it&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;a quotation without one&lt;/span&gt; and &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;a reference list&lt;/span&gt; are marked with a side rule and a label; %(counted)s (see the scan settings).</source>
        <translation>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;Een citaat met bronvermelding ernaast&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;een citaat zonder&lt;/span&gt; en &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;een literatuurlijst&lt;/span&gt; zijn gemarkeerd met een streep opzij en een label; %(counted)s (zie de instellingen van de scan).</translation>
    </message>
    <message>
        <source>Documents marked &lt;span class=&quot;ref-tag&quot;&gt;reference: …&lt;/span&gt; come from the reference library (earlier years, sources) and were compared with the class only.</source>
        <translation>Documenten gemarkeerd met &lt;span class=&quot;ref-tag&quot;&gt;referentie: …&lt;/span&gt; komen uit de referentiebibliotheek (eerdere jaren, bronnen) en zijn alleen met de klas vergeleken.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Hoe het werkt (geavanceerd)</translation>
    </message>
    <message>
        <source>Document A</source>
        <translation>Document A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Document B</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Vermeld om</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Beoordeling</translation>
    </message>
    <message>
        <source>chosen by hand</source>
        <extracomment>The columns of a scan counted in words (the default unit), in English. Added after the other columns when the export carries reviews (in English). A spreadsheet runs a cell starting with one of these as a formula; file names are student-controlled.</extracomment>
        <translation>met de hand gekozen</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notitie:</translation>
    </message>
    <message>
        <source>No pair was selected.</source>
        <translation>Er is geen paar gekozen.</translation>
    </message>
    <message>
        <source>No pair scores at or above %(threshold)s.</source>
        <translation>Geen paar haalt %(threshold)s.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groepen</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s group of three or more.</source>
        <translation>Leerlingen verbonden door een keten van de paren hierboven: %(num)s groep van drie of meer.</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s groups of three or more.</source>
        <translation>Leerlingen verbonden door een keten van de paren hierboven: %(num)s groepen van drie of meer.</translation>
    </message>
    <message>
        <source>Each line is a pair, thicker for a higher score; its colour and dash pattern give the review state:</source>
        <translation>Elke lijn is een paar, dikker bij een hogere score; de kleur en het streepjespatroon geven de beoordeling aan:</translation>
    </message>
    <message>
        <source>Reference documents join no group.</source>
        <translation>Referentiedocumenten horen bij geen enkele groep.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;Group %(number)s&lt;/strong&gt;: %(students)s students, highest score %(score)s.</source>
        <translation>&lt;strong&gt;Groep %(number)s&lt;/strong&gt;: %(students)s leerlingen, hoogste score %(score)s.</translation>
    </message>
    <message>
        <source>Scores of all checked pairs</source>
        <translation>Scores van alle gecontroleerde paren</translation>
    </message>
    <message>
        <source>Bars count the checked pairs by score; solid bars hold pairs at or above the threshold (dashed line), hatched bars pairs below it. Pairs scoring under %(lowest)s are not kept by the scan and not counted.</source>
        <translation>De staven tellen de gecontroleerde paren per score; volle staven bevatten paren op of boven de drempel (gestippelde lijn), gearceerde staven paren eronder. Paren met een score onder %(lowest)s bewaart de scan niet en telt hij niet.</translation>
    </message>
    <message>
        <source>Files with problems</source>
        <translation>Bestanden met problemen</translation>
    </message>
    <message>
        <source>The whole scan:</source>
        <translation>De hele scan:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <source>no text to compare</source>
        <translation>geen tekst om te vergelijken</translation>
    </message>
    <message>
        <source>template</source>
        <translation>sjabloon</translation>
    </message>
    <message>
        <source>no text: nothing of it was ignored</source>
        <translation>geen tekst: er is niets van weggelaten</translation>
    </message>
    <message>
        <source>Every file was read without a problem.</source>
        <translation>Elk bestand is zonder problemen gelezen.</translation>
    </message>
    <message>
        <source>Notes on how files were read</source>
        <translation>Opmerkingen over hoe bestanden zijn gelezen</translation>
    </message>
    <message>
        <source>These files were read in full and compared; the notes are for information.</source>
        <translation>Deze bestanden zijn volledig gelezen en vergeleken; de opmerkingen zijn ter informatie.</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Instellingen van de scan</translation>
    </message>
    <message>
        <source>This report</source>
        <translation>Dit rapport</translation>
    </message>
    <message>
        <source>Advanced: the method&apos;s settings</source>
        <translation>Geavanceerd: de instellingen van de methode</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Invoer</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formaat</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Tekens</translation>
    </message>
    <message>
        <source>(identical to #%(number)s)</source>
        <translation>(identiek aan nr. %(number)s)</translation>
    </message>
    <message>
        <source>(not on the class list)</source>
        <translation>(niet op de klassenlijst)</translation>
    </message>
    <message>
        <source>(its cover sheet names %(name)s)</source>
        <translation>(het voorblad noemt %(name)s)</translation>
    </message>
    <message>
        <source>earlier attempt, not checked: %(file)s</source>
        <translation>eerdere poging, niet gecontroleerd: %(file)s</translation>
    </message>
    <message>
        <source>not compared: %(file)s</source>
        <translation>niet vergeleken: %(file)s</translation>
    </message>
    <message>
        <source>The class list</source>
        <translation>De klassenlijst</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s student, of whom %(present)s handed work in.</source>
        <translation>De leerlingen hebben de naam die de klassenlijst %(file)s (%(kind)s) hun geeft: die telt %(num)s leerling, van wie %(present)s werk inleverde.</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s students, of whom %(present)s handed work in.</source>
        <translation>De leerlingen hebben de naam die de klassenlijst %(file)s (%(kind)s) hun geeft: die telt %(num)s leerlingen, van wie %(present)s werk inleverden.</translation>
    </message>
    <message>
        <source>On the class list, handed nothing in</source>
        <translation>Op de klassenlijst, niets ingeleverd</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>E-mailadres</translation>
    </message>
    <message>
        <source>Every student on the class list handed work in.</source>
        <translation>Elke leerling op de klassenlijst heeft werk ingeleverd.</translation>
    </message>
    <message>
        <source>Not on the class list: these files matched no student on it, and keep their own names.</source>
        <translation>Niet op de klassenlijst: deze bestanden passen bij geen enkele leerling op de lijst en houden hun eigen naam.</translation>
    </message>
    <message>
        <source>Template files</source>
        <translation>Sjabloonbestanden</translation>
    </message>
    <message>
        <source>Text given to everyone (the assignment, a template): wherever it occurs in a document it did not count.</source>
        <translation>Tekst die iedereen kreeg (de opdracht, een sjabloon): waar die ook in een document voorkomt, hij telde niet mee.</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Sjabloon</translation>
    </message>
    <message>
        <source>Pairs side by side</source>
        <translation>De paren naast elkaar</translation>
    </message>
    <message>
        <source>Pair %(rank)s: %(a)s and %(b)s</source>
        <translation>Paar %(rank)s: %(a)s en %(b)s</translation>
    </message>
    <message>
        <source>← previous pair</source>
        <translation>← vorig paar</translation>
    </message>
    <message>
        <source>pair list</source>
        <translation>lijst met paren</translation>
    </message>
    <message>
        <source>next pair →</source>
        <translation>volgend paar →</translation>
    </message>
    <message>
        <source>Print this pair</source>
        <translation>Dit paar afdrukken</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s, anonymised).</source>
        <translation>Uit het gelijkenisrapport geschreven door plagcheck %(version)s op %(when)s (drempel %(threshold)s, geanonimiseerd).</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s).</source>
        <translation>Uit het gelijkenisrapport geschreven door plagcheck %(version)s op %(when)s (drempel %(threshold)s).</translation>
    </message>
    <message>
        <source>Teacher’s note:</source>
        <translation>Notitie van de docent:</translation>
    </message>
    <message>
        <source>Compared only in part:</source>
        <translation>Slechts gedeeltelijk vergeleken:</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Vorige passage</translation>
    </message>
    <message>
        <source>%(num)s passage</source>
        <translation>%(num)s passage</translation>
    </message>
    <message>
        <source>%(num)s passages</source>
        <translation>%(num)s passages</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Volgende passage ▶</translation>
    </message>
    <message>
        <source>Click a highlighted passage to bring its twin into view · keys n / p: next / previous passage, N / P: next / previous pair</source>
        <translation>Klik op een gemarkeerde passage om haar tegenhanger in beeld te brengen · toetsen n / p: volgende / vorige passage, N / P: volgend / vorig paar</translation>
    </message>
    <message>
        <source>reworded, &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words bold</source>
        <translation>herschreven, &lt;span class=&quot;sw&quot;&gt;gedeelde&lt;/span&gt; woorden vet</translation>
    </message>
    <message>
        <source>Also shown:</source>
        <translation>Ook getoond:</translation>
    </message>
    <message>
        <source>template text</source>
        <translation>sjabloontekst</translation>
    </message>
    <message>
        <source>common text</source>
        <translation>gemeenschappelijke tekst</translation>
    </message>
    <message>
        <source>text at the same place in several essays</source>
        <translation>tekst op dezelfde plek in meerdere werkstukken</translation>
    </message>
    <message>
        <source>(greyed: did not count)</source>
        <translation>(grijs: telde niet mee)</translation>
    </message>
    <message>
        <source>(did not count)</source>
        <translation>(telde niet mee)</translation>
    </message>
    <message>
        <source>reference list</source>
        <translation>literatuurlijst</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>How alike the two sides are</source>
        <translation>Hoe sterk de twee kanten op elkaar lijken</translation>
    </message>
    <message>
        <source>Alike</source>
        <translation>Gelijkenis</translation>
    </message>
    <message>
        <source>In A (%(units)s)</source>
        <translation>In A (%(units)s)</translation>
    </message>
    <message>
        <source>In B (%(units)s)</source>
        <translation>In B (%(units)s)</translation>
    </message>
    <message>
        <source>Begins (in A)</source>
        <translation>Begint (in A)</translation>
    </message>
    <message>
        <source>No passage long enough to list: the shared wording is scattered in short pieces.</source>
        <translation>Geen passage lang genoeg om te vermelden: de gedeelde formuleringen liggen in korte stukjes verspreid.</translation>
    </message>
    <message>
        <source>Written by plagcheck %(version)s on %(when)s. This file is self-contained: it loads nothing from the network and needs nothing beside it.</source>
        <translation>Geschreven door plagcheck %(version)s op %(when)s. Dit bestand staat op zichzelf: het laadt niets van het netwerk en heeft niets ernaast nodig.</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>{rowCount} of {total_pairs} checked pairs listed</source>
        <translation>{rowCount} van {total_pairs} gecontroleerde paren vermeld</translation>
    </message>
    <message>
        <source>; {passage_only} of them below the threshold, listed for a shared passage of {passage_words}+ {units}</source>
        <translation>; daarvan {passage_only} onder de drempel, vermeld om een gedeelde passage van {passage_words}+ {units}</translation>
    </message>
    <message>
        <source> (copied text only)</source>
        <translation> (alleen gekopieerde tekst)</translation>
    </message>
    <message>
        <source>No pair reaches the threshold. Lower it with the slider to see more.</source>
        <extracomment>The current result (the main controller&apos;s), the settings and a way to keep new ones without a rescan, and the paths scanned (for the title).</extracomment>
        <translation>Geen paar haalt de drempel. Verlaag hem met de schuifregelaar om meer te zien.</translation>
    </message>
    <message>
        <source>{names}[*] — plagcheck</source>
        <translation>{names}[*] — plagcheck</translation>
    </message>
    <message>
        <source>No scan yet</source>
        <translation>Nog geen scan</translation>
    </message>
    <message>
        <source>{pairs} listed</source>
        <translation>{pairs} vermeld</translation>
    </message>
    <message>
        <source>{figures} · {problems} with problems · {pair} listed at {threshold} · {total_pairs} checked</source>
        <translation>{figures} · {problems} met problemen · {pair} bij {threshold} · {total_pairs} gecontroleerd</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Show pairs sharing at least</source>
        <translation>Paren tonen die minstens delen</translation>
    </message>
    <message>
        <source>Drag to show fewer or more pairs. No rescan is needed.</source>
        <translation>Sleep om minder of meer paren te tonen. Opnieuw scannen is niet nodig.</translation>
    </message>
    <message>
        <source>The exact threshold: a pair is shown when this share of either document is found in the other.</source>
        <translation>De exacte drempel: een paar wordt getoond als dit deel van een van de twee documenten in het andere voorkomt.</translation>
    </message>
    <message>
        <source>Pairs sharing less than {lowest:g}% were dropped by the scan; lower “Smallest overlap kept” in Settings and rescan to see them.</source>
        <translation>Paren die minder dan {lowest:g}% delen, heeft de scan laten vallen; verlaag ‘Kleinste bewaarde overlap’ in de Instellingen en scan opnieuw om ze te zien.</translation>
    </message>
    <message>
        <source>Show only the pairs in one review state</source>
        <translation>Alleen de paren met één beoordeling tonen</translation>
    </message>
    <message>
        <source>All review states</source>
        <translation>Alle beoordelingen</translation>
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>Filteren op naam…</translation>
    </message>
    <message>
        <source>&lt;a href=&apos;guide&apos;&gt;How to read these results&lt;/a&gt;</source>
        <translation>&lt;a href=&apos;guide&apos;&gt;Zo leest u deze resultaten&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The built-in guide: the scores, the colours, what a score does and does not prove, and how to review a pair fairly (F1)</source>
        <translation>De ingebouwde gids: de scores, de kleuren, wat een score wel en niet bewijst, en hoe u een paar eerlijk beoordeelt (F1)</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Your note on this pair (kept with its review; reports include it):</source>
        <translation>Uw notitie bij dit paar (bewaard bij de beoordeling; rapporten nemen haar op):</translation>
    </message>
    <message>
        <source>Note on {name_a} and {name_b}</source>
        <extracomment>The book changed (a state or a note was set).</extracomment>
        <translation>Notitie bij {name_a} en {name_b}</translation>
    </message>
</context>
<context>
    <name>ReviewState</name>
    <message>
        <source>Not reviewed</source>
        <translation>Niet beoordeeld</translation>
    </message>
    <message>
        <source>Not plagiarism</source>
        <translation>Geen plagiaat</translation>
    </message>
    <message>
        <source>Needs a conversation</source>
        <translation>Gesprek nodig</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bevestigd</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>the layout recognised from the file names</source>
        <extracomment>What was read: the label&apos;s file part (&quot;Extended writing.docx + 1 more file&quot;), or the file&apos;s name. When the checked attempt was handed in, as the platform says (&quot;&quot; when it does not). True on the class list, False not on it, None without a list. A student on the class list who handed nothing in (no document: doc_id is -1). The name the submission&apos;s cover sheet gives, offered (never taken); &quot;&quot; for none. The name the files gave the student before the class list did (&quot;dupontmarie&quot;), or &quot;&quot;. The files read, one per line, for the tooltip. The id the class list gives the student (&quot;&quot; when the list could not tell which of several it is). A set-aside file&apos;s kind in a word or two, by the start of its reason (a re-upload&apos;s reason ends SAME_FILE_END). How each layout reads in a sentence (&quot;Read as a Moodle download&quot;), by its key (engine/reading/layouts.py).</extracomment>
        <translation>de indeling die aan de bestandsnamen is herkend</translation>
    </message>
    <message>
        <source>a Moodle download</source>
        <translation>een Moodle-download</translation>
    </message>
    <message>
        <source>a Canvas download</source>
        <translation>een Canvas-download</translation>
    </message>
    <message>
        <source>a Blackboard Learn download</source>
        <translation>een Blackboard Learn-download</translation>
    </message>
    <message>
        <source>a Brightspace (D2L) download</source>
        <translation>een Brightspace (D2L)-download</translation>
    </message>
    <message>
        <source>a Google Classroom folder</source>
        <translation>een Google Classroom-map</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Microsoft Teams-opdrachtbestanden</translation>
    </message>
    <message>
        <source>one folder per student</source>
        <translation>één map per leerling</translation>
    </message>
    <message>
        <source>one file per submission</source>
        <translation>één bestand per inzending</translation>
    </message>
    <message>
        <source>No learning platform&apos;s download was recognised: each file is one submission.</source>
        <translation>Er is geen download van een leerplatform herkend: elk bestand is één inzending.</translation>
    </message>
    <message>
        <source>Read as {layout}, but no file fitted it.</source>
        <translation>Gelezen als {layout}, maar geen enkel bestand paste erbij.</translation>
    </message>
    <message>
        <source>{layout} ({students})</source>
        <translation>{layout} ({students})</translation>
    </message>
    <message>
        <source>{student} handed in {files}: they are read together as one submission</source>
        <translation>{student} leverde {files} in: ze worden samen als één inzending gelezen</translation>
    </message>
    <message>
        <source>{student} and {others} handed in {files}: each student&apos;s are read together as one submission</source>
        <translation>{student} en {others} leverden {files} in: die van elke leerling worden samen als één inzending gelezen</translation>
    </message>
    <message>
        <source>{attempts} listed, not checked (the latest is)</source>
        <translation>{attempts} vermeld, niet gecontroleerd (de laatste wel)</translation>
    </message>
    <message>
        <source>{files} handed in twice by the same student, read once</source>
        <translation>{files} twee keer ingeleverd door dezelfde leerling, één keer gelezen</translation>
    </message>
    <message>
        <source>{files} handed in twice by its student, read once</source>
        <translation>{files} twee keer ingeleverd door de leerling, één keer gelezen</translation>
    </message>
    <message>
        <source>{files} of the platform&apos;s own (receipts, index pages, links) not compared</source>
        <translation>{files} van het platform zelf (ontvangstbewijzen, indexpagina’s, koppelingen) niet vergeleken</translation>
    </message>
    <message>
        <source>{files} named no student and are checked on their own</source>
        <translation>{files} noemen geen leerling en worden apart gecontroleerd</translation>
    </message>
    <message>
        <source>{files} named no student and is checked on its own</source>
        <translation>{files} noemt geen leerling en wordt apart gecontroleerd</translation>
    </message>
    <message>
        <source>Read as {layouts}.</source>
        <translation>Gelezen als {layouts}.</translation>
    </message>
    <message>
        <source>{sheets} name a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} noemen een leerling: voorgesteld in de kolom Leerling, niet overgenomen (kies Bestand → Klassenlijst… om de leerlingen een naam te geven).</translation>
    </message>
    <message>
        <source>{sheets} names a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} noemt een leerling: voorgesteld in de kolom Leerling, niet overgenomen (kies Bestand → Klassenlijst… om de leerlingen een naam te geven).</translation>
    </message>
    <message>
        <source>Names from the class list {file} ({kind}): {present} of its {students} handed work in</source>
        <translation>Namen uit de klassenlijst {file} ({kind}): {present} van de {students} leverden werk in</translation>
    </message>
    <message>
        <source>; {absent} handed nothing in (listed with the students)</source>
        <translation>; niets ingeleverd: {absent} (vermeld bij de leerlingen)</translation>
    </message>
    <message>
        <source>. {files} match no one on it and keep their own names</source>
        <translation>. {files} passen bij niemand op de lijst en houden hun eigen naam</translation>
    </message>
    <message>
        <source>. {files} matches no one on it and keeps its own name</source>
        <translation>. {files} past bij niemand op de lijst en houdt zijn eigen naam</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>plagcheck checks ({pattern})</source>
        <translation>plagcheck-controles ({pattern})</translation>
    </message>
    <message>
        <source>Unsaved reviews</source>
        <translation>Niet-opgeslagen beoordelingen</translation>
    </message>
    <message>
        <source>You reviewed pairs since this check was last saved. Save the check with its reviews?</source>
        <translation>U hebt paren beoordeeld sinds deze controle voor het laatst is opgeslagen. De controle met de beoordelingen opslaan?</translation>
    </message>
    <message>
        <source>the file could not be read ({kind})</source>
        <translation>het bestand kon niet gelezen worden ({kind})</translation>
    </message>
    <message>
        <source>Scan a folder first: there is no check to save yet.</source>
        <extracomment>A check was opened: the OpenedSession and the file&apos;s path. A check was saved to or opened from this path (for the recent list). Whether there are changes not saved yet (the window&apos;s title shows a *). A check could not be opened: its path and why (the teacher was shown the reason). The openings running (kept so their signals&apos; objects live until they report). The check file last saved or opened: the next save offers it again. The teacher changed a review since the check was last saved or opened.</extracomment>
        <translation>Scan eerst een map: er is nog geen controle om op te slaan.</translation>
    </message>
    <message>
        <source>Save check</source>
        <translation>Controle opslaan</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Opslaan mislukt</translation>
    </message>
    <message>
        <source>The check could not be saved to {target}: {exc}</source>
        <translation>De controle kon niet opgeslagen worden in {target}: {exc}</translation>
    </message>
    <message>
        <source>Saved the check to {written}</source>
        <translation>Controle opgeslagen in {written}</translation>
    </message>
    <message>
        <source>Open check</source>
        <translation>Controle openen</translation>
    </message>
    <message>
        <source>{checks};;All files (*)</source>
        <translation>{checks};;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Opening the check {path}…</source>
        <translation>Controle {path} openen…</translation>
    </message>
    <message>
        <source>Cannot open the check</source>
        <translation>Kan de controle niet openen</translation>
    </message>
    <message>
        <source>{path} could not be opened: {reason}</source>
        <translation>{path} kon niet geopend worden: {reason}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Instellingen van de scan</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Hoe documenten worden vergeleken</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Tekens</translation>
    </message>
    <message>
        <source>Compare by:</source>
        <translation>Vergelijken op:</translation>
    </message>
    <message>
        <source>Words suits essays in languages written with spaces. Characters works for any language (use it for Chinese or Japanese) and survives small spelling changes, but scans more slowly.</source>
        <translation>Woorden passen bij teksten in talen die met spaties worden geschreven. Tekens werken voor elke taal (gebruik ze voor Chinees of Japans) en zijn bestand tegen kleine spellingswijzigingen, maar scannen trager.</translation>
    </message>
    <message>
        <source>Automatic ({word} words / {char} characters)</source>
        <translation>Automatisch ({word} woorden / {char} tekens)</translation>
    </message>
    <message>
        <source>Run length:</source>
        <translation>Lengte van de reeksen:</translation>
    </message>
    <message>
        <source>How many words (or characters) in a row must be identical to count as shared. Shorter runs find more, but also flag common phrases; longer runs miss lightly reworded copying.</source>
        <translation>Hoeveel woorden (of tekens) op een rij gelijk moeten zijn om als gedeeld te tellen. Kortere reeksen vinden meer, maar markeren ook gangbare uitdrukkingen; langere reeksen missen licht herschreven kopieerwerk.</translation>
    </message>
    <message>
        <source>Fingerprints per document:</source>
        <translation>Vingerafdrukken per document:</translation>
    </message>
    <message>
        <source>The quick first pass compares short fingerprints before the exact check. More fingerprints make that pass more reliable and the scan slower; 128 is plenty for a class.</source>
        <translation>De snelle eerste ronde vergelijkt korte vingerafdrukken vóór de exacte controle. Meer vingerafdrukken maken die ronde betrouwbaarder en de scan trager; 128 is ruim genoeg voor een klas.</translation>
    </message>
    <message>
        <source>Smallest overlap kept:</source>
        <translation>Kleinste bewaarde overlap:</translation>
    </message>
    <message>
        <source>Pairs sharing less than this share of either document are dropped by the scan. The threshold slider moves freely above it; going below it needs a new scan.</source>
        <translation>Paren die minder dan dit deel van een van de twee documenten delen, laat de scan vallen. De drempelregelaar beweegt daarboven vrij; eronder is een nieuwe scan nodig.</translation>
    </message>
    <message>
        <source>Quick pass tuned for:</source>
        <translation>Snelle ronde afgesteld op:</translation>
    </message>
    <message>
        <source>How alike two whole documents must be for the quick first pass to be almost sure to check them. Copied paragraphs inside long documents are found by a separate passage search either way. Lower finds more and scans more slowly.</source>
        <translation>Hoe sterk twee hele documenten op elkaar moeten lijken om vrijwel zeker door de snelle eerste ronde gecontroleerd te worden. Gekopieerde alinea’s in lange documenten worden hoe dan ook door een aparte zoektocht op passages gevonden. Lager vindt meer en scant trager.</translation>
    </message>
    <message>
        <source>Cleaning up the text first</source>
        <translation>Eerst de tekst opschonen</translation>
    </message>
    <message>
        <source>Treat look-alike letters from other alphabets as the same</source>
        <translation>Op elkaar lijkende letters uit andere alfabetten als gelijk behandelen</translation>
    </message>
    <message>
        <source>Catches a known trick: swapping Latin letters for identical-looking Cyrillic or Greek ones.</source>
        <translation>Vangt een bekende truc af: Latijnse letters vervangen door identiek ogende Cyrillische of Griekse.</translation>
    </message>
    <message>
        <source>Join words split by a hyphen at the end of a line</source>
        <translation>Woorden samenvoegen die aan het eind van een regel zijn afgebroken</translation>
    </message>
    <message>
        <source>Common in text taken from PDFs: “assign- ment” is read as “assignment”.</source>
        <translation>Vaak in tekst uit pdf’s: ‘op- dracht’ wordt gelezen als ‘opdracht’.</translation>
    </message>
    <message>
        <source>Each sub-folder is one student&apos;s submission</source>
        <translation>Elke submap is de inzending van één leerling</translation>
    </message>
    <message>
        <source>Use this when every student has a folder with several files: they are compared as one document. A learning platform&apos;s download (Moodle, Canvas…) is recognised without it: see the Class tab.</source>
        <translation>Gebruik dit als elke leerling een map met meerdere bestanden heeft: ze worden als één document vergeleken. De download van een leerplatform (Moodle, Canvas…) wordt ook zonder dit herkend: zie het tabblad Klas.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying</source>
        <translation>Gedeelde tekst die geen kopiëren is</translation>
    </message>
    <message>
        <source>Leave out quotations (in quotation marks, or formatted as a quote)</source>
        <translation>Citaten weglaten (tussen aanhalingstekens, of als citaat opgemaakt)</translation>
    </message>
    <message>
        <source>Leave out quotations with a citation beside them (“…” (Hartley, 2023), [3], a note number)</source>
        <translation>Citaten met een bronvermelding ernaast weglaten (‘…’ (Hartley, 2023), [3], een voetnootnummer)</translation>
    </message>
    <message>
        <source>Leave out reference lists and in-text citations (References, Works Cited…, “(Hartley, 2023)”)</source>
        <translation>Literatuurlijsten en bronvermeldingen in de tekst weglaten (Literatuur, Bronnen…, ‘(Hartley, 2023)’)</translation>
    </message>
    <message>
        <source>Quotations and reference lists are always shown in their own style; these choose whether they count towards the scores. A quotation with no citation is still copied text, so it counts unless you leave out every quotation.</source>
        <translation>Citaten en literatuurlijsten worden altijd in een eigen stijl getoond; deze opties bepalen of ze meetellen voor de scores. Een citaat zonder bronvermelding is nog steeds gekopieerde tekst en telt dus mee, tenzij u alle citaten weglaat.</translation>
    </message>
    <message>
        <source> % of the class</source>
        <translation> % van de klas</translation>
    </message>
    <message>
        <source>Ignore text found in more than:</source>
        <translation>Tekst negeren die voorkomt bij meer dan:</translation>
    </message>
    <message>
        <source>Phrases nearly everyone wrote (a heading, a standard sentence) are greyed and not counted. It only applies to classes of 10 or more, so a small group copying from each other is never hidden. Text three or more students have at the same place at the top (a cover sheet, the question) is greyed in a class of any size; Off switches both off.</source>
        <translation>Zinsdelen die bijna iedereen schreef (een kop, een standaardzin) worden grijs en tellen niet mee. Dit geldt alleen voor klassen van 10 of meer, zodat een klein groepje dat onderling kopieert nooit verborgen blijft. Tekst die drie of meer leerlingen bovenaan op dezelfde plek hebben (een voorblad, de vraag) wordt in een klas van elke grootte grijs; Uit zet allebei uit.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> woorden</translation>
    </message>
    <message>
        <source>Ignore matches shorter than:</source>
        <translation>Overeenkomsten negeren korter dan:</translation>
    </message>
    <message>
        <source>A few identical words in a row happen by chance. Shorter runs still count when they sit next to a longer copied one (an edited copy).</source>
        <translation>Een paar gelijke woorden op een rij komt toevallig voor. Kortere reeksen tellen toch mee als ze naast een langere gekopieerde reeks staan (een bewerkte kopie).</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Gedeelde passages</translation>
    </message>
    <message>
        <source>Shortest passage shown:</source>
        <translation>Kortste getoonde passage:</translation>
    </message>
    <message>
        <source>Join passages separated by up to:</source>
        <translation>Passages samenvoegen met een tussenruimte tot:</translation>
    </message>
    <message>
        <source>Copied text with a few words changed shows as one passage instead of many small ones.</source>
        <translation>Gekopieerde tekst met een paar gewijzigde woorden wordt als één passage getoond in plaats van veel kleine.</translation>
    </message>
    <message>
        <source>Also look for reworded copying</source>
        <translation>Ook zoeken naar herschreven kopiëren</translation>
    </message>
    <message>
        <source>Finds passages with the same content in other words or another order (paraphrased, shuffled, synonyms swapped), and shows them apart from copied ones. Off: only text copied word for word, or nearly, is found. “Show copied passages only” in the View menu hides them without a new scan.</source>
        <translation>Vindt passages met dezelfde inhoud in andere woorden of een andere volgorde (geparafraseerd, door elkaar gehaald, synoniemen verwisseld) en toont ze apart van gekopieerde. Uit: alleen woord voor woord (of bijna) gekopieerde tekst wordt gevonden. ‘Alleen gekopieerde passages tonen’ in het menu Beeld verbergt ze zonder nieuwe scan.</translation>
    </message>
    <message>
        <source>List any pair sharing a passage of:</source>
        <translation>Elk paar vermelden dat een passage deelt van:</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when the two documents share a passage at least this long: a copied paragraph is a small share of a long essay, but it is still copied.</source>
        <translation>Een paar wordt ongeacht de score vermeld als de twee documenten een passage van minstens deze lengte delen: een gekopieerde alinea is een klein deel van een lang essay, maar is toch gekopieerd.</translation>
    </message>
    <message>
        <source>How documents are compared.</source>
        <translation>Hoe documenten worden vergeleken.</translation>
    </message>
    <message>
        <source>What is tidied in the text before comparing.</source>
        <translation>Wat er vóór het vergelijken in de tekst wordt opgeschoond.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying.</source>
        <translation>Gedeelde tekst die geen kopiëren is.</translation>
    </message>
    <message>
        <source>How shared passages are shown.</source>
        <translation>Hoe gedeelde passages worden getoond.</translation>
    </message>
    <message>
        <source>The language of the window, its guide and the reports it exports.</source>
        <translation>De taal van het venster, de gids en de rapporten die het exporteert.</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Vergelijken</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>Opschonen</translation>
    </message>
    <message>
        <source>Not copying</source>
        <translation>Geen kopiëren</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>The system&apos;s language ({language})</source>
        <translation>De taal van het systeem ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <source>A new language takes effect the next time plagcheck starts. Numbers and dates are written as the language writes them.</source>
        <translation>Een nieuwe taal gaat in bij de volgende start van plagcheck. Getallen en datums worden geschreven zoals die taal ze schrijft.</translation>
    </message>
</context>
<context>
    <name>SettingsTable</name>
    <message>
        <source>Texts compared by</source>
        <translation>Teksten vergeleken op</translation>
    </message>
    <message>
        <source>Shingle length</source>
        <translation>Lengte van de shingles</translation>
    </message>
    <message>
        <source>MinHash permutations</source>
        <translation>MinHash-permutaties</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Willekeurige seed</translation>
    </message>
    <message>
        <source>Scan&apos;s threshold</source>
        <translation>Drempel van de scan</translation>
    </message>
    <message>
        <source>Lowest score kept</source>
        <translation>Laagste bewaarde score</translation>
    </message>
    <message>
        <source>Whole-document LSH tuned for Jaccard</source>
        <translation>LSH op hele documenten afgesteld op Jaccard</translation>
    </message>
    <message>
        <source>LSH bands (chosen)</source>
        <translation>LSH-banden (gekozen)</translation>
    </message>
    <message>
        <source>LSH rows per band (chosen)</source>
        <translation>LSH-rijen per band (gekozen)</translation>
    </message>
    <message>
        <source>Gap bridged between shared runs (words)</source>
        <translation>Overbrugde ruimte tussen gedeelde reeksen (woorden)</translation>
    </message>
    <message>
        <source>Shortest exact run that counts (words)</source>
        <translation>Kortste exacte reeks die meetelt (woorden)</translation>
    </message>
    <message>
        <source>Shortest passage listed (words)</source>
        <translation>Kortste vermelde passage (woorden)</translation>
    </message>
    <message>
        <source>Reworded copying looked for</source>
        <translation>Gezocht naar herschreven kopiëren</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when it shares a passage of at least (words)</source>
        <translation>Een paar wordt ongeacht de score vermeld als het een passage deelt van minstens (woorden)</translation>
    </message>
    <message>
        <source>Copied text only (reworded passages left out of this report)</source>
        <translation>Alleen gekopieerde tekst (herschreven passages weggelaten uit dit rapport)</translation>
    </message>
    <message>
        <source>Ignored as common text when shared by more than</source>
        <translation>Genegeerd als gemeenschappelijke tekst als gedeeld door meer dan</translation>
    </message>
    <message>
        <source>Template files (their text never counts)</source>
        <translation>Sjabloonbestanden (hun tekst telt nooit mee)</translation>
    </message>
    <message>
        <source>Sources marked in the class folder (compared, never grouped as students)</source>
        <translation>Bronnen gemarkeerd in de klasmap (vergeleken, nooit als leerling gegroepeerd)</translation>
    </message>
    <message>
        <source>Reference library collections compared</source>
        <translation>Vergeleken collecties uit de referentiebibliotheek</translation>
    </message>
    <message>
        <source>Reference library file</source>
        <translation>Bestand van de referentiebibliotheek</translation>
    </message>
    <message>
        <source>Institution archives compared</source>
        <translation>Vergeleken archieven van instellingen</translation>
    </message>
    <message>
        <source>Quotations left out of the scores</source>
        <translation>Citaten weggelaten uit de scores</translation>
    </message>
    <message>
        <source>Quotations with a citation left out of the scores</source>
        <translation>Citaten met bronvermelding weggelaten uit de scores</translation>
    </message>
    <message>
        <source>Reference lists and in-text citations left out of the scores</source>
        <translation>Literatuurlijsten en bronvermeldingen in de tekst weggelaten uit de scores</translation>
    </message>
    <message>
        <source>Look-alike letters folded</source>
        <translation>Op elkaar lijkende letters gelijkgemaakt</translation>
    </message>
    <message>
        <source>Hyphenated line breaks joined</source>
        <translation>Afbrekingen aan het regeleinde samengevoegd</translation>
    </message>
    <message>
        <source>Largest file read (MB)</source>
        <translation>Grootste gelezen bestand (MB)</translation>
    </message>
    <message>
        <source>Each sub-folder is one submission</source>
        <translation>Elke submap is één inzending</translation>
    </message>
    <message>
        <source>How files name their students</source>
        <translation>Hoe de bestanden hun leerlingen noemen</translation>
    </message>
    <message>
        <source>Reading processes</source>
        <translation>Leesprocessen</translation>
    </message>
    <message>
        <source>Text files read in an encoding the teacher chose</source>
        <translation>Tekstbestanden gelezen in een codering die de docent koos</translation>
    </message>
    <message>
        <source>Class list naming the students</source>
        <translation>Klassenlijst die de leerlingen benoemt</translation>
    </message>
    <message>
        <source>Class list&apos;s column of names</source>
        <translation>Kolom met namen van de klassenlijst</translation>
    </message>
    <message>
        <source>Class list&apos;s column of ids or e-mail addresses</source>
        <translation>Kolom met id&apos;s of e-mailadressen van de klassenlijst</translation>
    </message>
    <message>
        <source> (default)</source>
        <extracomment>The settings of the method itself, shown under &quot;Advanced&quot; (their labels use the method&apos;s own words).</extracomment>
        <translation> (standaard)</translation>
    </message>
    <message>
        <source> (and 10 or more documents)</source>
        <translation> (en 10 of meer documenten)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>{value} (off: not longer than a shingle)</source>
        <translation>{value} (uit: niet langer dan een shingle)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>the default one, in the user&apos;s data folder</source>
        <translation>het standaardbestand, in de gegevensmap van de gebruiker</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>niet gebruikt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source> (always shown in their own style)</source>
        <translation> (altijd in een eigen stijl getoond)</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>één per kern</translation>
    </message>
    <message>
        <source>recognised from its columns</source>
        <translation>herkend aan de kolommen</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>source</source>
        <extracomment>The collection name source documents are kept under (in the JSON and a saved check); shown as &quot;source&quot;.</extracomment>
        <translation>bron</translation>
    </message>
    <message>
        <source>reference: {collection}</source>
        <translation>referentie: {collection}</translation>
    </message>
</context>
<context>
    <name>StudentsPage</name>
    <message>
        <source>Submission</source>
        <translation>Inzending</translation>
    </message>
    <message>
        <source>Highest match</source>
        <translation>Hoogste overeenkomst</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Met</translation>
    </message>
    <message>
        <source>Matches at threshold</source>
        <translation>Overeenkomsten op de drempel</translation>
    </message>
    <message>
        <source>Double-click (or press Enter) to compare a submission with its highest match</source>
        <extracomment>The role each cell sorts by (numbers as numbers, names case-folded). The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Dubbelklik (of druk op Enter) om een inzending met haar hoogste overeenkomst te vergelijken</translation>
    </message>
    <message>
        <source>{name}  (could not be read)</source>
        <translation>{name}  (niet leesbaar)</translation>
    </message>
</context>
<context>
    <name>TemplateOffer</name>
    <message>
        <source>The assignment&apos;s question?</source>
        <translation>De vraag van de opdracht?</translation>
    </message>
    <message>
        <source>“{name}” looks like the assignment&apos;s question: several essays begin with its text. It was compared like every other file, because a student may have handed it in. If it is the question you gave the class, its text can be left out of every essay. You can change this later under Scan → Files given to everyone…</source>
        <translation>‘{name}’ lijkt op de vraag van de opdracht: meerdere werkstukken beginnen met de tekst ervan. Het is vergeleken zoals elk ander bestand, omdat een leerling het ingeleverd kan hebben. Als het de vraag is die u de klas gaf, kan de tekst ervan uit elk werkstuk worden weggelaten. U kunt dit later wijzigen onder Scan → Bestanden voor iedereen…</translation>
    </message>
    <message>
        <source>It is the question: leave its text out</source>
        <translation>Het is de vraag: de tekst weglaten</translation>
    </message>
    <message>
        <source>A student handed it in: keep comparing it</source>
        <translation>Een leerling leverde het in: blijven vergelijken</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <source>Add the files every student was given: the assignment sheet, a template to fill in, starter text or questions to copy. Text from these files never counts as shared between students, and it is shown in grey in the compare view. They are used from the next scan on (the current folder is scanned again when you press OK). plagcheck only reads these files.</source>
        <translation>Voeg de bestanden toe die elke leerling kreeg: het opdrachtblad, een in te vullen sjabloon, een begintekst of over te nemen vragen. Tekst uit deze bestanden telt nooit als gedeeld tussen leerlingen en wordt grijs getoond in de vergelijkweergave. Ze worden vanaf de volgende scan gebruikt (de huidige map wordt opnieuw gescand als u op OK drukt). plagcheck leest deze bestanden alleen.</translation>
    </message>
    <message>
        <source>Choose the files given to everyone</source>
        <translation>De bestanden kiezen die iedereen kreeg</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documenten ({patterns});;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Add the files or folders among your class folder that hold sources, not students&apos; work: the readings, the original texts the task was based on, model answers. They are still compared with every student, but they are never counted or grouped as students, and a group of students matching one of them is shown with it as the likely origin. Applied by scanning the folder again when you press OK.</source>
        <translation>Voeg de bestanden of mappen in uw klasmap toe die bronnen bevatten, geen werk van leerlingen: de leesteksten, de oorspronkelijke teksten waarop de opdracht steunde, modelantwoorden. Ze worden nog steeds met elke leerling vergeleken, maar nooit als leerling geteld of gegroepeerd, en een groep leerlingen die met een ervan overeenkomt, wordt samen met die bron als waarschijnlijke oorsprong getoond. Toegepast door de map opnieuw te scannen als u op OK drukt.</translation>
    </message>
    <message>
        <source>Choose a folder of sources</source>
        <translation>Een map met bronnen kiezen</translation>
    </message>
    <message>
        <source>Sources and references in the class folder</source>
        <translation>Bronnen en referenties in de klasmap</translation>
    </message>
    <message>
        <source>Files given to everyone</source>
        <translation>Bestanden voor iedereen</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Toevoegen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>&amp;Map toevoegen…</translation>
    </message>
    <message>
        <source>No sources: every file is a student&apos;s.</source>
        <translation>Geen bronnen: elk bestand is van een leerling.</translation>
    </message>
    <message>
        <source>No files: every shared passage counts.</source>
        <translation>Geen bestanden: elke gedeelde passage telt mee.</translation>
    </message>
</context>
<context>
    <name>TriageController</name>
    <message>
        <source> and {NAMED_MEMBERS} more</source>
        <extracomment>Members named in a group&apos;s line before &quot;and N more&quot;.</extracomment>
        <translation> en {NAMED_MEMBERS} meer</translation>
    </message>
    <message>
        <source>No scan yet.</source>
        <extracomment>The overview shown changed (tests wait for this when it is computed in the background).</extracomment>
        <translation>Nog geen scan.</translation>
    </message>
    <message>
        <source>Working out the groups…</source>
        <translation>De groepen worden bepaald…</translation>
    </message>
    <message>
        <source>Working out the figures…</source>
        <translation>De cijfers worden bepaald…</translation>
    </message>
    <message>
        <source>The groups could not be worked out: {message}</source>
        <translation>De groepen konden niet bepaald worden: {message}</translation>
    </message>
    <message>
        <source>The figures could not be worked out: {message}</source>
        <translation>De cijfers konden niet bepaald worden: {message}</translation>
    </message>
    <message>
        <source>{group} at or above {threshold}, {student} in them. Worst first.</source>
        <translation>{group} bij {threshold} of meer, {student} daarin. Ernstigste eerst.</translation>
    </message>
    <message>
        <source>{submission}; {reaching} with a match at or above {threshold}.</source>
        <translation>{submission}; {reaching} met een overeenkomst bij {threshold} of meer.</translation>
    </message>
    <message>
        <source>No common source found for this group&apos;s pairs.</source>
        <translation>Geen gemeenschappelijke bron gevonden voor de paren van deze groep.</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Score</source>
        <extracomment>True for a share (written as a percentage), False for a count. Every figure of a pair, in the order the table, the report and the CSV list them.</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>The larger share of one document found in the other, copied or reworded: what the threshold applies to.</source>
        <translation>Het grootste deel van het ene document dat in het andere voorkomt, gekopieerd of herschreven: daarop is de drempel van toepassing.</translation>
    </message>
    <message>
        <source>A found in B</source>
        <translation>A in B</translation>
    </message>
    <message>
        <source>The share of document A&apos;s text found in document B.</source>
        <translation>Het deel van de tekst van document A dat in document B voorkomt.</translation>
    </message>
    <message>
        <source>B found in A</source>
        <translation>B in A</translation>
    </message>
    <message>
        <source>The share of document B&apos;s text found in document A.</source>
        <translation>Het deel van de tekst van document B dat in document A voorkomt.</translation>
    </message>
    <message>
        <source>Similar overall</source>
        <translation>Totale gelijkenis</translation>
    </message>
    <message>
        <source>How alike the two documents are as wholes: the share of all their phrases that they have in common. Reworded copying changes the phrases, so it shows little here; the score counts it.</source>
        <translation>Hoe sterk de twee documenten als geheel op elkaar lijken: het deel van al hun zinsdelen dat ze gemeen hebben. Herschreven kopiëren verandert de zinsdelen en is hier dus nauwelijks te zien; de score telt het wel mee.</translation>
    </message>
    <message>
        <source>Shared {units}</source>
        <translation>Gedeelde {units}</translation>
    </message>
    <message>
        <source>How many {units} of document A lie in passages shared with B.</source>
        <translation>Hoeveel {units} van document A in passages staan die het met B deelt.</translation>
    </message>
    <message>
        <source>Longest run ({units})</source>
        <translation>Langste reeks ({units})</translation>
    </message>
    <message>
        <source>The longest stretch of {units} the two documents have identical, in the same order.</source>
        <translation>De langste reeks gelijke {units} in beide documenten, in dezelfde volgorde.</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>How many shared passages were found, copied or reworded.</source>
        <translation>Hoeveel gedeelde passages er gevonden zijn, gekopieerd of herschreven.</translation>
    </message>
    <message>
        <source>the same words in the same order</source>
        <extracomment>What each kind of passage is, in the legend of the window and the report.</extracomment>
        <translation>dezelfde woorden in dezelfde volgorde</translation>
    </message>
    <message>
        <source>the same content in other words or order</source>
        <translation>dezelfde inhoud in andere woorden of volgorde</translation>
    </message>
    <message>
        <source>the same content in another language</source>
        <translation>dezelfde inhoud in een andere taal</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>gekopieerd</translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>herschreven</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>vertaald</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>Languages as the teacher reads them (engine/reworded/pivot.py names them as the stop-word lists do).</extracomment>
        <translation>Engels</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Frans</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spaans</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Duits</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiaans</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugees</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Indonesisch</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Turks</translation>
    </message>
    <message>
        <source>same sentence shapes</source>
        <extracomment>What a reworded passage of shape (models.PassageBasis) stands on, in the window, the report and their legends: its words are not very alike, so its likeness alone would undersell it.</extracomment>
        <translation>dezelfde zinsvormen</translation>
    </message>
    <message>
        <source>sentences in a row keep their order, length and small words, with most other words changed</source>
        <translation>opeenvolgende zinnen houden hun volgorde, lengte en kleine woorden, terwijl de meeste andere woorden zijn vervangen</translation>
    </message>
    <message>
        <source>score at or above the threshold</source>
        <extracomment>Why a pair is listed, in the table, the report and the slider&apos;s note.</extracomment>
        <translation>drempel gehaald</translation>
    </message>
    <message>
        <source>a long shared passage</source>
        <translation>een lange gedeelde passage</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>The steps a teacher sees, in order, each with the pipeline stages (models.STAGES keys) it is made of.</extracomment>
        <translation>Lezen</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Vergelijken</translation>
    </message>
    <message>
        <source>Checking matches</source>
        <translation>Overeenkomsten controleren</translation>
    </message>
    <message>
        <source>Checking the reference library</source>
        <translation>De referentiebibliotheek controleren</translation>
    </message>
    <message>
        <source>comparing {documents}</source>
        <extracomment>The step each pipeline stage belongs to (models.STAGES key -&gt; words). What a progress report&apos;s note says at the start of a stage, in plain words: the engine&apos;s own notes (&quot;440 passage windows&quot;, &quot;26 candidate pairs&quot;) name the method&apos;s parts. Stages not listed keep their note.</extracomment>
        <translation>{documents} worden vergeleken</translation>
    </message>
    <message>
        <source>finding the pairs that share text</source>
        <translation>paren zoeken die tekst delen</translation>
    </message>
    <message>
        <source>{pairs} to check closely</source>
        <translation>{pairs} om nauwkeurig te controleren</translation>
    </message>
    <message>
        <source>{files} found</source>
        <translation>{files} om te lezen</translation>
    </message>
    <message>
        <source>listing the zips</source>
        <translation>zip-bestanden opsommen</translation>
    </message>
    <message>
        <source>preparing the library for these settings</source>
        <extracomment>The engine&apos;s other notes, which it writes in English (it knows nothing of languages), as the window shows them.</extracomment>
        <translation>bibliotheek voorbereiden op deze instellingen</translation>
    </message>
    <message>
        <source>reading the matching archive documents</source>
        <translation>de overeenkomende documenten van het archief lezen</translation>
    </message>
    <message>
        <source>reading what the archive holds</source>
        <translation>de inhoud van het archief lezen</translation>
    </message>
    <message>
        <source>reading the documents</source>
        <translation>de documenten lezen</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>opslaan</translation>
    </message>
    <message>
        <source>{template} template and {common} common phrases ignored</source>
        <translation>{template} sjabloon- en {common} gemeenschappelijke zinsdelen genegeerd</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>tekens</translation>
    </message>
    <message>
        <source>words</source>
        <translation>woorden</translation>
    </message>
    <message>
        <source>{reason} ({length} {units})</source>
        <translation>{reason} ({length} {units})</translation>
    </message>
    <message>
        <source>translated ({language} ← English)</source>
        <translation>vertaald ({language} ← Engels)</translation>
    </message>
    <message>
        <source>translated ({a} ↔ {b})</source>
        <translation>vertaald ({a} ↔ {b})</translation>
    </message>
    <message>
        <source>{kind}, {SHAPE_LABEL}, {similarity} alike in words</source>
        <translation>{kind}, {SHAPE_LABEL}, {similarity} gelijk in woorden</translation>
    </message>
    <message>
        <source>{kind}, {similarity} alike</source>
        <translation>{kind}, {similarity} gelijk</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>vandaag om {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>gisteren om {clock}</translation>
    </message>
    <message>
        <source>{day} {month} {year} at {clock}</source>
        <translation>{day} {month} {year} om {clock}</translation>
    </message>
    <message>
        <source>Jan</source>
        <extracomment>Months as a date in the text names them (not strftime&apos;s, which follows the C locale, not the app&apos;s language).</extracomment>
        <translation>jan</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>feb</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>mrt</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>apr</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mei</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>jun</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>jul</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>aug</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>sep</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>okt</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>nov</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>dec</translation>
    </message>
</context>
</TS>
