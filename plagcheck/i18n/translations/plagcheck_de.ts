<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Compares every document of a class with every other one, on this computer only, and shows the shared passages side by side.

plagcheck is free software under the MIT licence. It is built on Qt and PySide6 (GNU LGPL v3) and the other components listed under Third-party notices.</source>
        <translation>Vergleicht jedes Dokument einer Klasse mit jedem anderen, nur auf diesem Computer, und zeigt die gemeinsamen Passagen nebeneinander.

plagcheck ist freie Software unter der MIT-Lizenz. Es baut auf Qt und PySide6 (GNU LGPL v3) und den anderen Komponenten auf, die unter Hinweise zu Drittsoftware aufgeführt sind.</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Über plagcheck</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Lizenz</translation>
    </message>
    <message>
        <source>Third-party &amp;notices</source>
        <translation>Hinweise zu &amp;Drittsoftware</translation>
    </message>
</context>
<context>
    <name>Anonymise</name>
    <message>
        <source>Student {number}</source>
        <extracomment>The words stand-ins are made of, never masked as a student&apos;s name.</extracomment>
        <translation>Schüler/in {number}</translation>
    </message>
    <message>
        <source>Reference {number}</source>
        <translation>Referenz {number}</translation>
    </message>
    <message>
        <source>Student no. {number}</source>
        <translation>Schüler/in Nr. {number}</translation>
    </message>
    <message>
        <source>Listed student {number}</source>
        <translation>Schüler/in der Liste {number}</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Whole-document search: chance a pair is checked</source>
        <translation>Suche über ganze Dokumente: Wahrscheinlichkeit, dass ein Paar geprüft wird</translation>
    </message>
    <message>
        <source>Advanced. The whole-document search checks a pair with this chance, by how similar the two texts are overall. A copied paragraph inside a long essay is found by the passage search instead, so this curve does not limit what the threshold can show.</source>
        <translation>Fortgeschritten. Die Suche über ganze Dokumente prüft ein Paar mit dieser Wahrscheinlichkeit, je nachdem, wie ähnlich sich die beiden Texte insgesamt sind. Ein kopierter Absatz in einem langen Aufsatz wird stattdessen von der Passagensuche gefunden; diese Kurve begrenzt also nicht, was die Schwelle zeigen kann.</translation>
    </message>
    <message>
        <source>Whole-document search: chance a pair is checked ({bands} × {rows})</source>
        <translation>Suche über ganze Dokumente: Wahrscheinlichkeit, dass ein Paar geprüft wird ({bands} × {rows})</translation>
    </message>
    <message>
        <source>Scan a folder to see the curve</source>
        <translation>Prüfen Sie einen Ordner, um die Kurve zu sehen</translation>
    </message>
    <message>
        <source>{chance} at {similarity} similar overall</source>
        <translation>{chance} bei {similarity} Ähnlichkeit insgesamt</translation>
    </message>
    <message>
        <source>How many pairs at each score</source>
        <translation>Anzahl der Paare je Wert</translation>
    </message>
    <message>
        <source>How many pairs share each share of text (tall bars are drawn shorter, so that a single pair still shows). Pairs on the right deserve a look. Click or drag to move the threshold.</source>
        <translation>Wie viele Paare welchen Anteil Text teilen (hohe Balken werden gekürzt, damit ein einzelnes Paar sichtbar bleibt). Die Paare rechts verdienen einen Blick. Klicken oder ziehen Sie, um die Schwelle zu verschieben.</translation>
    </message>
    <message>
        <source>No pairs yet</source>
        <translation>Noch keine Paare</translation>
    </message>
</context>
<context>
    <name>ClassController</name>
    <message>
        <source>File given to everyone: {name}</source>
        <translation>Datei für alle: {name}</translation>
    </message>
</context>
<context>
    <name>ClassFigures</name>
    <message>
        <source>{file}, {compared} compared</source>
        <extracomment>The class&apos;s own files (students&apos; work): every file found, whether it could be read or not. Of them, the files whose text was compared. Sources and reference-library texts compared with the class (not counted among its files). Files listed under File problems: not read, or read only in part (the class&apos;s, the sources&apos; and the files given to everyone).</extracomment>
        <translation>{file}, davon {compared} verglichen</translation>
    </message>
    <message>
        <source> (and {text})</source>
        <translation> (und {text})</translation>
    </message>
</context>
<context>
    <name>ClassListDialog</name>
    <message>
        <source>Choose the class list</source>
        <extracomment>Asks for one file: (parent) -&gt; the chosen path (&quot;&quot; when cancelled). How many students the dialog shows as a sample of what was read.</extracomment>
        <translation>Klassenliste wählen</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.xlsx *.txt);;All files (*)</source>
        <translation>Klassenlisten (*.csv *.xlsx *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Klassenliste</translation>
    </message>
    <message>
        <source>Choose the class list your platform exports: the Canvas gradebook (Grades → Export), Moodle&apos;s participants or grades, Google Classroom&apos;s or Teams&apos; grades, as CSV or Excel (.xlsx); or any table with the students&apos; names and their ids or e-mail addresses. Submissions are named after it, and the students who handed nothing in are listed in the Class tab. plagcheck only reads this file.</source>
        <translation>Wählen Sie die Klassenliste, die Ihre Plattform exportiert: das Canvas-Notenbuch (Noten → Exportieren), die Teilnehmer oder Bewertungen aus Moodle, die Noten aus Google Classroom oder Teams, als CSV oder Excel (.xlsx); oder eine beliebige Tabelle mit den Namen der Schüler/innen und ihren Kennungen oder E-Mail-Adressen. Die Abgaben werden danach benannt, und wer nichts abgegeben hat, steht auf der Registerkarte Klasse. plagcheck liest diese Datei nur.</translation>
    </message>
    <message>
        <source>No class list</source>
        <translation>Keine Klassenliste</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Student&apos;s name:</source>
        <translation>Name der Person:</translation>
    </message>
    <message>
        <source>Id or e-mail address:</source>
        <translation>Kennung oder E-Mail-Adresse:</translation>
    </message>
    <message>
        <source>(recognised from the columns)</source>
        <translation>(an den Spalten erkannt)</translation>
    </message>
    <message>
        <source>Without a class list, students are named as their files name them.</source>
        <translation>Ohne Klassenliste werden die Schüler/innen so benannt, wie ihre Dateien sie benennen.</translation>
    </message>
    <message>
        <source>Read as {kind}{how}: {count} students.</source>
        <translation>Gelesen als {kind}{how}: {count} Schüler/innen.</translation>
    </message>
    <message>
        <source>, its columns recognised</source>
        <translation>, Spalten erkannt</translation>
    </message>
    <message>
        <source>   … and {count} more</source>
        <translation>   … und {count} weitere</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <source>Student</source>
        <translation>Schüler/in</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Gelesen</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Klassenliste</translation>
    </message>
    <message>
        <source>Earlier attempts (not checked)</source>
        <translation>Frühere Versuche (nicht geprüft)</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Nicht verglichen</translation>
    </message>
    <message>
        <source>How the files name their students. Recognised from the file names unless you choose: a platform&apos;s download, one folder per student, or one file per submission.</source>
        <extracomment>The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Wie die Dateien ihre Schüler/innen benennen. Wird an den Dateinamen erkannt, außer Sie wählen selbst: den Download einer Lernplattform, einen Ordner pro Schüler/in oder eine Datei pro Abgabe.</translation>
    </message>
    <message>
        <source>Check again this way</source>
        <translation>So erneut prüfen</translation>
    </message>
    <message>
        <source>Scan the class again, reading the files as chosen</source>
        <translation>Die Klasse erneut prüfen und die Dateien wie gewählt lesen</translation>
    </message>
    <message>
        <source>Read the files as:</source>
        <translation>Dateien lesen als:</translation>
    </message>
    <message>
        <source>(no student named)</source>
        <translation>(kein Name erkannt)</translation>
    </message>
    <message>
        <source>Named in the files: {name}</source>
        <translation>In den Dateien benannt als: {name}</translation>
    </message>
    <message>
        <source>{files}  (not read)</source>
        <translation>{files}  (nicht gelesen)</translation>
    </message>
    <message>
        <source>The cover sheet names {name}: a suggestion, not taken. Choose File → Class list… to name the students.</source>
        <translation>Das Deckblatt nennt {name}: ein Vorschlag, nicht übernommen. Wählen Sie Datei → Klassenliste…, um die Schüler/innen zu benennen.</translation>
    </message>
    <message>
        <source>handed nothing in</source>
        <translation>hat nichts abgegeben</translation>
    </message>
    <message>
        <source>not on the class list</source>
        <translation>nicht auf der Klassenliste</translation>
    </message>
    <message>
        <source>on the class list (name shared)</source>
        <translation>auf der Klassenliste (Name mehrfach)</translation>
    </message>
    <message>
        <source>on the class list</source>
        <translation>auf der Klassenliste</translation>
    </message>
    <message>
        <source>cover sheet: {name}?</source>
        <translation>Deckblatt: {name}?</translation>
    </message>
</context>
<context>
    <name>ClassViewController</name>
    <message>
        <source>No scan yet.</source>
        <translation>Noch keine Prüfung.</translation>
    </message>
</context>
<context>
    <name>ClusterGraph</name>
    <message>
        <source>Choose a group to see it drawn here.</source>
        <extracomment>How close (in pixels) to an edge a click must land to pick it.</extracomment>
        <translation>Wählen Sie eine Gruppe, um sie hier gezeichnet zu sehen.</translation>
    </message>
</context>
<context>
    <name>CommonSource</name>
    <message>
        <source> (and 1 other reference)</source>
        <extracomment>Score of the pair (a, reference) and of the pair (b, reference). Share of the a-b passages&apos; text (both sides, in characters) that also lies in a passage shared with the reference: near 1.0, what A and B share is the reference&apos;s text.</extracomment>
        <translation> (und 1 weitere Referenz)</translation>
    </message>
    <message>
        <source> (and {more} other references)</source>
        <translation> (und {more} weitere Referenzen)</translation>
    </message>
    <message>
        <source>Common source: {name_a} and {name_b} both match {reference}{tail}; {covered} of the text they share is also in it.</source>
        <translation>Gemeinsame Quelle: {name_a} und {name_b} stimmen beide mit {reference}{tail} überein; {covered} des Textes, den sie teilen, steht auch dort.</translation>
    </message>
</context>
<context>
    <name>CompareController</name>
    <message>
        <source>{share} of {role} found in {other}</source>
        <translation>{share} von {role} findet sich in {other}</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <extracomment>Show copied passages only (the window&apos;s View setting); applies from the next show_pair.</extracomment>
        <translation>Wählen Sie im Reiter Ergebnisse ein Paar, um die beiden Dokumente hier zu vergleichen.</translation>
    </message>
    <message>
        <source>{label} {similar} · longest run {longest} {units}</source>
        <translation>{label} {similar} · längste Folge {longest} {units}</translation>
    </message>
    <message>
        <source> · copied passages only</source>
        <translation> · nur kopierte Passagen</translation>
    </message>
    <message>
        <source>No passage long enough to show: the shared phrases are scattered.</source>
        <translation>Keine Passage lang genug zum Anzeigen: Die gemeinsamen Wendungen sind verstreut.</translation>
    </message>
    <message>
        <source>Passage {index} of {count} · {passage} · {length_a} {units} in A, {length_b} in B</source>
        <translation>Passage {index} von {count} · {passage} · {length_a} {units} in A, {length_b} in B</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>assignment or template text</source>
        <extracomment>What each kind of mark means, in the legend.</extracomment>
        <translation>Text der Aufgabe oder einer Vorlage</translation>
    </message>
    <message>
        <source>text common to the class</source>
        <translation>Text, den die Klasse gemeinsam hat</translation>
    </message>
    <message>
        <source>text several essays have at the same place (a cover sheet, the question)</source>
        <translation>Text, den mehrere Arbeiten an derselben Stelle haben (ein Deckblatt, die Aufgabe)</translation>
    </message>
    <message>
        <source>quotation with no citation (counted)</source>
        <translation>Zitat ohne Quellenangabe (zählt)</translation>
    </message>
    <message>
        <source>quotation with a citation (grey: not counted)</source>
        <translation>Zitat mit Quellenangabe (grau: zählt nicht)</translation>
    </message>
    <message>
        <source>(&lt;b&gt;bold&lt;/b&gt;: words both sides share)</source>
        <translation>(&lt;b&gt;fett&lt;/b&gt;: Wörter, die beide Seiten haben)</translation>
    </message>
    <message>
        <source>(its languages in the line above)</source>
        <translation>(seine Sprachen in der Zeile darüber)</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} und {last}</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{colour}&apos;&gt;Grey text&lt;/span&gt;: {kinds}, not counted</source>
        <translation>&lt;span style=&apos;color:{colour}&apos;&gt;Grauer Text&lt;/span&gt;: {kinds}, zählt nicht</translation>
    </message>
    <message>
        <source>reference list (left out of the scores unless the settings count it)</source>
        <translation>Literaturverzeichnis (zählt nicht, außer die Einstellungen zählen es mit)</translation>
    </message>
    <message>
        <source>Italic on grey-blue</source>
        <translation>Kursiv auf Graublau</translation>
    </message>
    <message>
        <source>Grey italic on grey-blue</source>
        <translation>Grau kursiv auf Graublau</translation>
    </message>
    <message>
        <source>Upright on beige</source>
        <translation>Aufrecht auf Beige</translation>
    </message>
    <message>
        <source>Coloured: shared passages</source>
        <translation>Farbig: gemeinsame Passagen</translation>
    </message>
    <message>
        <source>{side}: {name}</source>
        <translation>{side}: {name}</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Vorige Passage</translation>
    </message>
    <message>
        <source>Previous shared passage (Shift+F3 or Alt+Up)</source>
        <translation>Vorige gemeinsame Passage (Umschalt+F3 oder Alt+Hoch)</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Nächste Passage ▶</translation>
    </message>
    <message>
        <source>Next shared passage (F3 or Alt+Down)</source>
        <translation>Nächste gemeinsame Passage (F3 oder Alt+Runter)</translation>
    </message>
    <message>
        <source>◀ Pair</source>
        <translation>◀ Paar</translation>
    </message>
    <message>
        <source>The pair above in the results table (Alt+PgUp)</source>
        <translation>Das Paar darüber in der Ergebnistabelle (Alt+Bild auf)</translation>
    </message>
    <message>
        <source>Pair ▶</source>
        <translation>Paar ▶</translation>
    </message>
    <message>
        <source>The pair below in the results table (Alt+PgDown)</source>
        <translation>Das Paar darunter in der Ergebnistabelle (Alt+Bild ab)</translation>
    </message>
    <message>
        <source>Scroll together</source>
        <translation>Gemeinsam scrollen</translation>
    </message>
    <message>
        <source>Keep matching passages level in both panes while scrolling</source>
        <translation>Beim Scrollen übereinstimmende Passagen in beiden Bereichen auf gleicher Höhe halten</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Einschätzung:</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <translation>Wählen Sie auf der Registerkarte Ergebnisse ein Paar, um die beiden Dokumente hier zu vergleichen.</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message>
        <source>{n} pair</source>
        <extracomment>Each noun counted for the teacher, with its singular and plural forms ({n}: the number).</extracomment>
        <translation>{n} Paar</translation>
    </message>
    <message>
        <source>{n} pairs</source>
        <translation>{n} Paare</translation>
    </message>
    <message>
        <source>{n} file</source>
        <translation>{n} Datei</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} Dateien</translation>
    </message>
    <message>
        <source>{n} document</source>
        <translation>{n} Dokument</translation>
    </message>
    <message>
        <source>{n} documents</source>
        <translation>{n} Dokumente</translation>
    </message>
    <message>
        <source>{n} student</source>
        <translation>{n} Schüler/in</translation>
    </message>
    <message>
        <source>{n} students</source>
        <translation>{n} Schüler/innen</translation>
    </message>
    <message>
        <source>{n} group</source>
        <translation>{n} Gruppe</translation>
    </message>
    <message>
        <source>{n} groups</source>
        <translation>{n} Gruppen</translation>
    </message>
    <message>
        <source>{n} submission</source>
        <translation>{n} Abgabe</translation>
    </message>
    <message>
        <source>{n} submissions</source>
        <translation>{n} Abgaben</translation>
    </message>
    <message>
        <source>{n} source text</source>
        <translation>{n} Quelltext</translation>
    </message>
    <message>
        <source>{n} source texts</source>
        <translation>{n} Quelltexte</translation>
    </message>
    <message>
        <source>{n} cached text</source>
        <translation>{n} zwischengespeicherter Text</translation>
    </message>
    <message>
        <source>{n} cached texts</source>
        <translation>{n} zwischengespeicherte Texte</translation>
    </message>
    <message>
        <source>{n} earlier attempt</source>
        <translation>{n} früherer Versuch</translation>
    </message>
    <message>
        <source>{n} earlier attempts</source>
        <translation>{n} frühere Versuche</translation>
    </message>
    <message>
        <source>{n} text</source>
        <translation>{n} Text</translation>
    </message>
    <message>
        <source>{n} texts</source>
        <translation>{n} Texte</translation>
    </message>
    <message>
        <source>{n} platform file</source>
        <translation>{n} Datei der Plattform</translation>
    </message>
    <message>
        <source>{n} platform files</source>
        <translation>{n} Dateien der Plattform</translation>
    </message>
    <message>
        <source>{n} zip</source>
        <translation>{n} Zip-Datei</translation>
    </message>
    <message>
        <source>{n} zips</source>
        <translation>{n} Zip-Dateien</translation>
    </message>
    <message>
        <source>{n} file handed in twice</source>
        <translation>{n} zweimal abgegebene Datei</translation>
    </message>
    <message>
        <source>{n} files handed in twice</source>
        <translation>{n} zweimal abgegebene Dateien</translation>
    </message>
    <message>
        <source>{n} receipt</source>
        <translation>{n} Beleg</translation>
    </message>
    <message>
        <source>{n} receipts</source>
        <translation>{n} Belege</translation>
    </message>
    <message>
        <source>{n} web address</source>
        <translation>{n} Webadresse</translation>
    </message>
    <message>
        <source>{n} web addresses</source>
        <translation>{n} Webadressen</translation>
    </message>
    <message>
        <source>{n} draft not handed in</source>
        <translation>{n} nicht abgegebener Entwurf</translation>
    </message>
    <message>
        <source>{n} drafts not handed in</source>
        <translation>{n} nicht abgegebene Entwürfe</translation>
    </message>
    <message>
        <source>{n} index page</source>
        <translation>{n} Indexseite</translation>
    </message>
    <message>
        <source>{n} index pages</source>
        <translation>{n} Indexseiten</translation>
    </message>
</context>
<context>
    <name>Csv</name>
    <message>
        <source>Document A</source>
        <translation>Dokument A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Dokument B</translation>
    </message>
    <message>
        <source>Id A</source>
        <translation>ID A</translation>
    </message>
    <message>
        <source>Id B</source>
        <translation>ID B</translation>
    </message>
    <message>
        <source>Reworded passages</source>
        <translation>Umformulierte Passagen</translation>
    </message>
    <message>
        <source>Translated passages</source>
        <translation>Übersetzte Passagen</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Aufgeführt wegen</translation>
    </message>
    <message>
        <source>Collection A</source>
        <translation>Sammlung A</translation>
    </message>
    <message>
        <source>Collection B</source>
        <translation>Sammlung B</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Einschätzung</translation>
    </message>
    <message>
        <source>Review note</source>
        <translation>Notiz zur Einschätzung</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source> + 1 more file</source>
        <extracomment>Characters that look like nothing (Hangul and Braille fillers) though their category is a letter or symbol. The marks labels join names with (&quot; › &quot;, &quot; — &quot;), and the characters drawn like them: never shown as themselves inside a name. Between the student and the file in a submission&apos;s label: &quot;Priya Sharma — Extended writing.docx&quot;.</extracomment>
        <translation> + 1 weitere Datei</translation>
    </message>
    <message>
        <source> + {more} more files</source>
        <translation> + {more} weitere Dateien</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>Select a pair first.</source>
        <extracomment>Opens a URL (tests replace it).</extracomment>
        <translation>Wählen Sie zuerst ein Paar.</translation>
    </message>
    <message>
        <source>is a reference-library text, kept inside plagcheck</source>
        <translation>ist ein Text der Referenzbibliothek, der in plagcheck aufbewahrt wird</translation>
    </message>
    <message>
        <source>is no longer at {path}</source>
        <translation>liegt nicht mehr unter {path}</translation>
    </message>
    <message>
        <source>The original of {name} {where}.</source>
        <translation>Das Original von {name} {where}.</translation>
    </message>
    <message>
        <source>The pair could not be made ready to print: {exc}</source>
        <translation>Das Paar konnte nicht zum Drucken vorbereitet werden: {exc}</translation>
    </message>
    <message>
        <source>The pair opens in your browser, ready to print.</source>
        <translation>Das Paar öffnet sich in Ihrem Browser, bereit zum Drucken.</translation>
    </message>
</context>
<context>
    <name>DropChecks</name>
    <message>
        <source>Sources in the class folder?</source>
        <translation>Quellen im Klassenordner?</translation>
    </message>
    <message>
        <source>The folder {names} looks like it holds sources (readings, original texts), not students&apos; work. Treat its files as sources? They are still compared with every student, but never counted or grouped as students. You can change this later under Scan → Sources in the class folder…</source>
        <translation>Der Ordner {names} scheint Quellen (Lektüre, Originaltexte) zu enthalten, keine Arbeiten von Schüler/innen. Seine Dateien als Quellen behandeln? Sie werden weiterhin mit allen Schüler/innen verglichen, aber nie als Schüler/innen gezählt oder gruppiert. Sie können das später unter Prüfung → Quellen im Klassenordner… ändern.</translation>
    </message>
    <message>
        <source>Treat as sources</source>
        <translation>Als Quellen behandeln</translation>
    </message>
    <message>
        <source>They are students&apos; work</source>
        <translation>Es sind Arbeiten von Schüler/innen</translation>
    </message>
    <message>
        <source>{name} was not found</source>
        <translation>{name} wurde nicht gefunden</translation>
    </message>
    <message>
        <source>{name} is not a document plagcheck reads (PDF, Word, OpenDocument, RTF, HTML or text)</source>
        <translation>{name} ist kein Dokument, das plagcheck lesen kann (PDF, Word, OpenDocument, RTF, HTML oder Text)</translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <source>Drop a folder of student work here</source>
        <translation>Ordner mit Arbeiten der Klasse hier ablegen</translation>
    </message>
    <message>
        <source>Every document is compared with every other one, on this computer only.
Word, PDF, OpenDocument, RTF, HTML, Markdown and plain text files are read; other files are listed as skipped.</source>
        <translation>Jedes Dokument wird mit jedem anderen verglichen, nur auf diesem Computer.
Word-, PDF-, OpenDocument-, RTF-, HTML-, Markdown- und reine Textdateien werden gelesen; andere Dateien werden als übersprungen aufgeführt.</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Ordner öffnen…</translation>
    </message>
    <message>
        <source>Choose a folder to scan (Ctrl+O)</source>
        <translation>Einen Ordner zum Prüfen wählen (Strg+O)</translation>
    </message>
    <message>
        <source>Open files…</source>
        <translation>Dateien öffnen…</translation>
    </message>
    <message>
        <source>Choose documents to scan (Ctrl+Shift+F)</source>
        <translation>Dokumente zum Prüfen wählen (Strg+Umschalt+F)</translation>
    </message>
    <message>
        <source>Open a saved check…</source>
        <translation>Gespeicherte Prüfung öffnen…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews (Ctrl+Shift+O)</source>
        <translation>Eine früher gespeicherte Prüfung mit ihren Einschätzungen öffnen (Strg+Umschalt+O)</translation>
    </message>
    <message>
        <source>Recent folders and checks</source>
        <translation>Zuletzt geöffnete Ordner und Prüfungen</translation>
    </message>
</context>
<context>
    <name>EncodingController</name>
    <message>
        <source>The file cannot be read: {message}</source>
        <translation>Die Datei kann nicht gelesen werden: {message}</translation>
    </message>
    <message>
        <source>The file cannot be read: {exc}</source>
        <translation>Die Datei kann nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <source>an unknown encoding</source>
        <extracomment>Replaced by tests to answer the dialog: (dialog) -&gt; accepted.</extracomment>
        <translation>einer unbekannten Kodierung</translation>
    </message>
</context>
<context>
    <name>EncodingDialog</name>
    <message>
        <source>Read in another encoding</source>
        <translation>In anderer Kodierung lesen</translation>
    </message>
    <message>
        <source>{name} was read as {current}</source>
        <translation>{name} wurde in {current} gelesen</translation>
    </message>
    <message>
        <source> (a guess: the file does not say which encoding it uses)</source>
        <translation> (geschätzt: Die Datei gibt ihre Kodierung nicht an)</translation>
    </message>
    <message>
        <source>. If its letters look wrong below, pick the encoding in which the text reads right; the folder is then scanned again. The choice is remembered for this file.</source>
        <translation>. Wenn die Buchstaben unten falsch aussehen, wählen Sie die Kodierung, in der sich der Text richtig liest; der Ordner wird dann erneut geprüft. Die Wahl wird für diese Datei gespeichert.</translation>
    </message>
    <message>
        <source>Read it this way</source>
        <translation>So lesen</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Kodierung:</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source>empty: the document holds no text</source>
        <extracomment>Every note the catalogue knows, in the engine&apos;s English ({name}: a part the engine fills in).</extracomment>
        <translation>leer: Das Dokument enthält keinen Text</translation>
    </message>
    <message>
        <source>empty: the file holds no text</source>
        <translation>leer: Die Datei enthält keinen Text</translation>
    </message>
    <message>
        <source>empty: the file holds only white space</source>
        <translation>leer: Die Datei enthält nur Leerraum</translation>
    </message>
    <message>
        <source>empty: the file is 0 bytes</source>
        <translation>leer: Die Datei ist 0 Byte groß</translation>
    </message>
    <message>
        <source>empty: the page holds no text</source>
        <translation>leer: Die Seite enthält keinen Text</translation>
    </message>
    <message>
        <source>empty: the page holds no visible text</source>
        <translation>leer: Die Seite enthält keinen sichtbaren Text</translation>
    </message>
    <message>
        <source>empty: the PDF holds no text</source>
        <translation>leer: Das PDF enthält keinen Text</translation>
    </message>
    <message>
        <source>empty: the PDF holds only hidden text (white, or in a tiny font)</source>
        <translation>leer: Das PDF enthält nur versteckten Text (weiß oder winzig klein)</translation>
    </message>
    <message>
        <source>scanned or image-only PDF: it has no text layer (it would need OCR)</source>
        <translation>gescanntes oder reines Bild-PDF: Es hat keine Textebene (es bräuchte Texterkennung)</translation>
    </message>
    <message>
        <source>password protected: the PDF cannot be opened without its password</source>
        <translation>passwortgeschützt: Das PDF lässt sich ohne sein Passwort nicht öffnen</translation>
    </message>
    <message>
        <source>password protected: open it, remove the password and save it again</source>
        <translation>passwortgeschützt: Öffnen Sie es, entfernen Sie das Passwort und speichern Sie es erneut</translation>
    </message>
    <message>
        <source>password protected: the zip encrypts this file; unpack it with its password to check it</source>
        <translation>passwortgeschützt: Das Zip verschlüsselt diese Datei; entpacken Sie sie mit ihrem Passwort, um sie zu prüfen</translation>
    </message>
    <message>
        <source>encrypted with a method that cannot be read</source>
        <translation>mit einem Verfahren verschlüsselt, das nicht gelesen werden kann</translation>
    </message>
    <message>
        <source>corrupt: the PDF is damaged and could not be read</source>
        <translation>beschädigt: Das PDF ist defekt und konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>corrupt: not a real RTF file (it does not start like one)</source>
        <translation>beschädigt: keine echte RTF-Datei (sie beginnt nicht wie eine)</translation>
    </message>
    <message>
        <source>corrupt: the RTF file is damaged</source>
        <translation>beschädigt: Die RTF-Datei ist defekt</translation>
    </message>
    <message>
        <source>corrupt: not a Word document (no main text inside)</source>
        <translation>beschädigt: kein Word-Dokument (kein Haupttext darin)</translation>
    </message>
    <message>
        <source>corrupt: not an OpenDocument text (no content inside)</source>
        <translation>beschädigt: kein OpenDocument-Text (kein Inhalt darin)</translation>
    </message>
    <message>
        <source>corrupt: the document&apos;s contents are damaged</source>
        <translation>beschädigt: Der Inhalt des Dokuments ist defekt</translation>
    </message>
    <message>
        <source>corrupt: not a readable {kind} file (damaged or cut short)</source>
        <translation>beschädigt: keine lesbare {kind}-Datei (defekt oder abgeschnitten)</translation>
    </message>
    <message>
        <source>corrupt: not a readable zip file (damaged or cut short)</source>
        <translation>beschädigt: keine lesbare Zip-Datei (defekt oder abgeschnitten)</translation>
    </message>
    <message>
        <source>corrupt: this file is damaged inside the zip</source>
        <translation>beschädigt: Diese Datei ist im Zip defekt</translation>
    </message>
    <message>
        <source>not a real {kind} file: it is an old-style Office file; save it as {kind2} or PDF</source>
        <translation>keine echte {kind}-Datei: Es ist eine Office-Datei im alten Format; speichern Sie sie als {kind2} oder PDF</translation>
    </message>
    <message>
        <source>not a text file: it holds binary data (perhaps another kind of file renamed .txt)</source>
        <translation>keine Textdatei: Sie enthält Binärdaten (vielleicht eine andere Dateiart, in .txt umbenannt)</translation>
    </message>
    <message>
        <source>not a valid {encoding} text file</source>
        <translation>keine gültige {encoding}-Textdatei</translation>
    </message>
    <message>
        <source>encoding guessed as {encoding}</source>
        <translation>Kodierung geschätzt: {encoding}</translation>
    </message>
    <message>
        <source>the chosen encoding applies to plain-text files only</source>
        <translation>die gewählte Kodierung gilt nur für reine Textdateien</translation>
    </message>
    <message>
        <source>unsupported type ({suffix})</source>
        <translation>nicht unterstützter Dateityp ({suffix})</translation>
    </message>
    <message>
        <source>identical to {name}</source>
        <translation>identisch mit {name}</translation>
    </message>
    <message>
        <source>the same as {name}, in the same student&apos;s folder: read once</source>
        <translation>dasselbe wie {name}, im Ordner derselben Person: einmal gelesen</translation>
    </message>
    <message>
        <source>the same as {name}, saved again under a copy&apos;s name: read once</source>
        <translation>dasselbe wie {name}, unter dem Namen einer Kopie erneut gespeichert: einmal gelesen</translation>
    </message>
    <message>
        <source>the same as {name}, read once</source>
        <translation>dasselbe wie {name}, einmal gelesen</translation>
    </message>
    <message>
        <source>not found: the file was moved, renamed or deleted</source>
        <translation>nicht gefunden: Die Datei wurde verschoben, umbenannt oder gelöscht</translation>
    </message>
    <message>
        <source>could not be read: you do not have permission to open it</source>
        <translation>nicht lesbar: Sie haben keine Berechtigung, sie zu öffnen</translation>
    </message>
    <message>
        <source>could not be read: its path is longer than the system allows</source>
        <translation>nicht lesbar: Ihr Pfad ist länger, als das System erlaubt</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>nicht lesbar: {reason}</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use here</source>
        <translation>zu groß zum Lesen: Sie bräuchte mehr als die {size} MB Arbeitsspeicher, die ein Leseprozess hier nutzen darf</translation>
    </message>
    <message>
        <source>skipped: not a document (a pipe, a device or a folder), so it was not read</source>
        <translation>übersprungen: kein Dokument (eine Pipe, ein Gerät oder ein Ordner), daher nicht gelesen</translation>
    </message>
    <message>
        <source>skipped: a link to a file that does not exist</source>
        <translation>übersprungen: eine Verknüpfung zu einer Datei, die nicht existiert</translation>
    </message>
    <message>
        <source>skipped: a link that leads round in a loop, to no file</source>
        <translation>übersprungen: eine Verknüpfung, die im Kreis führt, zu keiner Datei</translation>
    </message>
    <message>
        <source>skipped: a link to {other}, which is read under its own name (one file is read once)</source>
        <translation>übersprungen: eine Verknüpfung zu {other}, die unter ihrem eigenen Namen gelesen wird (jede Datei wird einmal gelesen)</translation>
    </message>
    <message>
        <source>skipped: the zip changed since it was listed, so this file was not read</source>
        <translation>übersprungen: Das Zip hat sich geändert, seit es aufgelistet wurde, daher wurde diese Datei nicht gelesen</translation>
    </message>
    <message>
        <source>a web address the student handed in (Canvas&apos;s page leading to it), not a document</source>
        <translation>eine abgegebene Webadresse (die Canvas-Seite, die dorthin führt), kein Dokument</translation>
    </message>
    <message>
        <source>a draft in the student&apos;s Teams working files, not handed in</source>
        <translation>ein Entwurf in den Teams-Arbeitsdateien, nicht abgegeben</translation>
    </message>
    <message>
        <source>Recognised from the file names</source>
        <translation>An den Dateinamen erkannt</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Moodle-Download</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Canvas-Download</translation>
    </message>
    <message>
        <source>Blackboard Learn download</source>
        <translation>Blackboard-Learn-Download</translation>
    </message>
    <message>
        <source>Brightspace (D2L) download</source>
        <translation>Brightspace-(D2L)-Download</translation>
    </message>
    <message>
        <source>Google Classroom folder</source>
        <translation>Google-Classroom-Ordner</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Microsoft-Teams-Aufgabendateien</translation>
    </message>
    <message>
        <source>Each sub-folder is one student</source>
        <translation>Jeder Unterordner ist eine Person</translation>
    </message>
    <message>
        <source>Each file is one submission</source>
        <translation>Jede Datei ist eine Abgabe</translation>
    </message>
    <message>
        <source>Blackboard&apos;s receipt of the attempt handed in {when} (the student&apos;s name, comments and files)</source>
        <translation>Blackboard-Beleg des {when} abgegebenen Versuchs (Name, Kommentare und Dateien der Schülerin oder des Schülers)</translation>
    </message>
    <message>
        <source>Brightspace&apos;s index page of the download (which file is whose), not a student&apos;s work</source>
        <translation>Indexseite des Brightspace-Downloads (welche Datei wem gehört), keine Schülerarbeit</translation>
    </message>
    <message>
        <source>unsupported type (no extension)</source>
        <translation>nicht unterstützter Typ (ohne Endung)</translation>
    </message>
    <message>
        <source>save it as .docx or PDF</source>
        <translation>speichern Sie sie als .docx oder PDF</translation>
    </message>
    <message>
        <source>export it as PDF or .docx</source>
        <translation>exportieren Sie sie als PDF oder .docx</translation>
    </message>
    <message>
        <source>export it as PDF</source>
        <translation>exportieren Sie sie als PDF</translation>
    </message>
    <message>
        <source>skipped: a link to {what} outside the folders and files you chose ({target}), so it was not read</source>
        <translation>übersprungen: ein Verweis auf {what} außerhalb der gewählten Ordner und Dateien ({target}), daher nicht gelesen</translation>
    </message>
    <message>
        <source>skipped: a link to a folder (links to folders are not followed; the files they lead to are read where they are, if they are in the folders you chose)</source>
        <translation>übersprungen: ein Verweis auf einen Ordner (solche Verweise werden nicht verfolgt; die Dateien, zu denen sie führen, werden dort gelesen, wo sie liegen, wenn sie in den gewählten Ordnern sind)</translation>
    </message>
    <message>
        <source>skipped: a folder nested more than {depth} levels deep, not looked into</source>
        <translation>übersprungen: ein mehr als {depth} Ebenen tief verschachtelter Ordner, nicht durchsucht</translation>
    </message>
    <message>
        <source>skipped: the folder was replaced by another since it was found, so it was not looked into</source>
        <translation>übersprungen: der Ordner wurde seit dem Auffinden durch einen anderen ersetzt, daher nicht durchsucht</translation>
    </message>
    <message>
        <source>skipped: another name on disk (a hard link) for the same file as {other}, which is read under that name (one file is read once)</source>
        <translation>übersprungen: ein anderer Name auf dem Datenträger (ein harter Link) für dieselbe Datei wie {other}, die unter jenem Namen gelesen wird (eine Datei wird einmal gelesen)</translation>
    </message>
    <message>
        <source>skipped: this file has other names on disk (hard links), not all in the folders you chose, so it was not read: it may be a file from elsewhere. If it is a student&apos;s work, copy it into the folder</source>
        <translation>übersprungen: diese Datei hat weitere Namen auf dem Datenträger (harte Links), nicht alle in den gewählten Ordnern, daher nicht gelesen: sie kann von anderswo stammen. Ist sie eine Schülerarbeit, kopieren Sie sie in den Ordner</translation>
    </message>
    <message>
        <source>refused: its compressed contents unpack to an enormous size (a &apos;zip bomb&apos;, built to exhaust memory), so it was not opened</source>
        <translation>abgelehnt: der komprimierte Inhalt entpackt sich zu enormer Größe (eine „Zip-Bombe“, gebaut, um den Speicher zu erschöpfen), daher nicht geöffnet</translation>
    </message>
    <message>
        <source>shortened: only its first {chars} characters were read (the limit for one file)</source>
        <translation>gekürzt: nur die ersten {chars} Zeichen wurden gelesen (die Grenze für eine Datei)</translation>
    </message>
    <message>
        <source>refused: the file expands to more than {chars} characters of blank or repeated text (built to exhaust memory), so it was not read</source>
        <translation>abgelehnt: die Datei ergibt mehr als {chars} Zeichen Leerraum oder wiederholten Text (gebaut, um den Speicher zu erschöpfen), daher nicht gelesen</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use</source>
        <translation>zu groß zum Lesen: sie braucht mehr als die {size} MB Speicher, die ein Leser nutzen darf</translation>
    </message>
    <message>
        <source>skipped: the file was replaced by another since it was found, so it was not read</source>
        <translation>übersprungen: die Datei wurde seit dem Auffinden durch eine andere ersetzt, daher nicht gelesen</translation>
    </message>
    <message>
        <source>skipped: the file was given another name on disk (a hard link) since it was found, so it was not read: that name may be outside the folders you chose</source>
        <translation>übersprungen: die Datei hat seit dem Auffinden einen weiteren Namen auf dem Datenträger erhalten (einen harten Link), daher nicht gelesen: dieser Name kann außerhalb der gewählten Ordner liegen</translation>
    </message>
    <message>
        <source>read as plain text: its tags are nested more than {depth} levels deep, as no real page is</source>
        <translation>als reiner Text gelesen: die Tags sind mehr als {depth} Ebenen tief verschachtelt, wie keine echte Seite</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) are nested more than {depth} levels deep or draw each other in a loop, which readers cut short (built to stall or mislead readers), so it was not read</source>
        <translation>abgelehnt: die Zeichnungen (Form-XObjects) sind mehr als {depth} Ebenen tief verschachtelt oder zeichnen einander im Kreis, was Leser abbrechen (gebaut, um Leser aufzuhalten oder zu täuschen), daher nicht gelesen</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) draw each other over {count} times (built to exhaust memory), so it was not read</source>
        <translation>abgelehnt: die Zeichnungen (Form-XObjects) zeichnen einander über {count}-mal (gebaut, um den Speicher zu erschöpfen), daher nicht gelesen</translation>
    </message>
    <message>
        <source>took too long to read (over {seconds} s): the file may be damaged or built to stall readers</source>
        <translation>Lesen dauerte zu lange (über {seconds} s): die Datei ist vielleicht beschädigt oder gebaut, um Leser aufzuhalten</translation>
    </message>
    <message>
        <source>the reader crashed on this file: it is probably damaged</source>
        <translation>der Leser ist an dieser Datei abgestürzt: sie ist wahrscheinlich beschädigt</translation>
    </message>
    <message>
        <source>refused: the zip holds more than {count} files (with the zips inside it), as no class does; it may be built to stall readers. Split it, or unpack the part you need</source>
        <translation>abgelehnt: die Zip-Datei enthält mehr als {count} Dateien (samt den Zip-Dateien darin), wie keine Klasse; sie ist vielleicht gebaut, um Leser aufzuhalten. Teilen Sie sie, oder entpacken Sie den benötigten Teil</translation>
    </message>
    <message>
        <source>skipped: a zip inside a zip inside a zip; zips are opened {depth} deep at most, so it was not opened</source>
        <translation>übersprungen: eine Zip-Datei in einer Zip-Datei in einer Zip-Datei; Zip-Dateien werden höchstens {depth} Ebenen tief geöffnet, daher nicht geöffnet</translation>
    </message>
    <message>
        <source>skipped: its name in the zip leads out of the zip ({name}), as only a zip built to attack unpackers does, so it was not read</source>
        <translation>übersprungen: sein Name in der Zip-Datei führt aus ihr heraus ({name}), wie es nur eine zum Angriff auf Entpacker gebaute Zip-Datei tut, daher nicht gelesen</translation>
    </message>
    <message>
        <source>skipped: a link stored in the zip (to {target}), not a document; links are not followed</source>
        <translation>übersprungen: ein in der Zip-Datei gespeicherter Verweis (auf {target}), kein Dokument; Verweise werden nicht verfolgt</translation>
    </message>
    <message>
        <source>skipped: a second file of the same name in the zip (as only a zip built to mislead holds); the first is read</source>
        <translation>übersprungen: eine zweite Datei gleichen Namens in der Zip-Datei (wie sie nur eine zur Täuschung gebaute Zip-Datei enthält); die erste wird gelesen</translation>
    </message>
    <message>
        <source>refused: its files overlap inside the zip (one block of data stands for many files), as only a &apos;zip bomb&apos; built to exhaust memory and time is made, so it was not opened</source>
        <translation>abgelehnt: die Dateien überlappen sich in der Zip-Datei (ein Datenblock steht für viele Dateien), wie nur eine „Zip-Bombe“ gebaut ist, die Speicher und Zeit erschöpfen soll, daher nicht geöffnet</translation>
    </message>
    <message>
        <source>refused: its files together unpack to an enormous size, each packed far tighter than any document (a &apos;zip bomb&apos; of many members, built to exhaust memory and time), so it was not opened</source>
        <translation>abgelehnt: die Dateien entpacken sich zusammen zu enormer Größe, jede weit dichter gepackt als jedes Dokument (eine „Zip-Bombe“ aus vielen Teilen, gebaut, um Speicher und Zeit zu erschöpfen), daher nicht geöffnet</translation>
    </message>
    <message>
        <source>refused: the zip unpacks to more than {size} GB in all (a &apos;zip bomb&apos;, built to exhaust memory and time), so the rest of it was not read</source>
        <translation>abgelehnt: die Zip-Datei entpackt sich zu insgesamt mehr als {size} GB (eine „Zip-Bombe“, gebaut, um Speicher und Zeit zu erschöpfen), daher wurde der Rest nicht gelesen</translation>
    </message>
    <message>
        <source>an attempt dated in the future ({when}), which no platform writes: its file names may have been made to look like the platform&apos;s, so check who handed it in</source>
        <translation>ein Versuch mit einem Datum in der Zukunft ({when}), wie es keine Plattform schreibt: die Dateinamen wurden vielleicht so gemacht, dass sie wie die der Plattform aussehen; prüfen Sie, wer ihn abgegeben hat</translation>
    </message>
    <message>
        <source>refused: the zips of this check hold more than {count} files in all, as no class does (they may be built to stall the check); the zips listed before this one are read, this one and those after it are not. Check fewer zips at a time, or unpack the part you need</source>
        <translation>abgelehnt: die Zip-Dateien dieser Prüfung enthalten zusammen mehr als {count} Dateien, wie keine Klasse (sie sind vielleicht gebaut, um die Prüfung aufzuhalten); die davor aufgeführten Zip-Dateien werden gelesen, diese und die folgenden nicht. Prüfen Sie weniger Zip-Dateien auf einmal, oder entpacken Sie den benötigten Teil</translation>
    </message>
    <message>
        <source>refused: the zips of this check unpack to more than {size} GB in all (a &apos;zip bomb&apos; spread over many zips, built to exhaust memory and time); the zips listed before this one are read, this one and those after it are not</source>
        <translation>abgelehnt: die Zip-Dateien dieser Prüfung entpacken sich zu insgesamt mehr als {size} GB (eine über viele Zip-Dateien verteilte „Zip-Bombe“, gebaut, um Speicher und Zeit zu erschöpfen); die davor aufgeführten werden gelesen, diese und die folgenden nicht</translation>
    </message>
    <message>
        <source>not read: listing the zips of this check took more than {seconds} s in all (they may be built to stall the check); the zips listed before are read, this one is not. Check fewer zips at a time</source>
        <translation>nicht gelesen: das Auflisten der Zip-Dateien dieser Prüfung dauerte insgesamt mehr als {seconds} s (sie sind vielleicht gebaut, um die Prüfung aufzuhalten); die davor aufgeführten werden gelesen, diese nicht. Prüfen Sie weniger Zip-Dateien auf einmal</translation>
    </message>
    <message>
        <source>not compared: the assignment sheet (it lies outside the students&apos; submissions and says it is the assignment); its text is left out of every essay, as a template&apos;s is</source>
        <translation>nicht verglichen: die Aufgabenstellung (sie liegt außerhalb der Abgaben und sagt, dass sie die Aufgabe ist); ihr Text wird aus jedem Aufsatz herausgenommen, wie der einer Vorlage</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} words ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>teilweise verglichen: nur die ersten {units} Wörter ({chars} Zeichen) wurden behalten, damit die Prüfung im Speicherbudget bleibt</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} characters ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>teilweise verglichen: nur die ersten {units} Zeichen ({chars} Zeichen) wurden behalten, damit die Prüfung im Speicherbudget bleibt</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters hidden, in white or in a tiny font</source>
        <translation>versteckter Text ausgelassen: {chars} versteckte Zeichen, in Weiß oder winziger Schrift</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters in white or in a tiny font</source>
        <translation>versteckter Text ausgelassen: {chars} Zeichen in Weiß oder winziger Schrift</translation>
    </message>
    <message>
        <source>read as {encoding}, as chosen</source>
        <translation>als {encoding} gelesen, wie gewählt</translation>
    </message>
    <message>
        <source>{count} bytes are not {encoding}</source>
        <translation>{count} Bytes sind kein {encoding}</translation>
    </message>
    <message>
        <source>{count} byte are not {encoding}</source>
        <translation>{count} Byte ist kein {encoding}</translation>
    </message>
    <message>
        <source>a Canvas gradebook export</source>
        <translation>ein Export des Canvas-Notenbuchs</translation>
    </message>
    <message>
        <source>a Moodle participants or grades export</source>
        <translation>ein Export der Teilnehmer oder Bewertungen aus Moodle</translation>
    </message>
    <message>
        <source>a Google Classroom grades export</source>
        <translation>ein Export der Noten aus Google Classroom</translation>
    </message>
    <message>
        <source>a Microsoft Teams grades export</source>
        <translation>ein Export der Noten aus Microsoft Teams</translation>
    </message>
    <message>
        <source>a table of names</source>
        <translation>eine Namenstabelle</translation>
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
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>plagcheck hit an unexpected error and carried on.

{summary}

Details were written to {log_path}.</source>
        <translation>plagcheck ist auf einen unerwarteten Fehler gestoßen und hat weitergemacht.

{summary}

Einzelheiten stehen in {log_path}.</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML-Bericht (*.html)</translation>
    </message>
    <message>
        <source>Pairs as CSV (*.csv)</source>
        <translation>Paare als CSV (*.csv)</translation>
    </message>
    <message>
        <source>Pairs as JSON (*.json)</source>
        <translation>Paare als JSON (*.json)</translation>
    </message>
    <message>
        <source> — names replaced by pseudonyms</source>
        <translation> — Namen durch Pseudonyme ersetzt</translation>
    </message>
    <message>
        <source>Report saved</source>
        <extracomment>The formats offered by each export, the first chosen when the dialog opens.</extracomment>
        <translation>Bericht gespeichert</translation>
    </message>
    <message>
        <source>Saved {name} in {parent}.</source>
        <translation>{name} in {parent} gespeichert.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Show its folder</source>
        <translation>Ordner anzeigen</translation>
    </message>
    <message>
        <source>Scan a folder first: there is nothing to export yet.</source>
        <extracomment>Called with the written file after an export from the dialog (tests replace it).</extracomment>
        <translation>Prüfen Sie zuerst einen Ordner: Es gibt noch nichts zu exportieren.</translation>
    </message>
    <message>
        <source>Export anonymised report</source>
        <translation>Anonymisierten Bericht exportieren</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The report could not be written to {target}: {exc}</source>
        <translation>Der Bericht konnte nicht nach {target} geschrieben werden: {exc}</translation>
    </message>
    <message>
        <source>Saved {written}</source>
        <translation>{written} gespeichert</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in both texts</source>
        <translation>In beiden Texten suchen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>Found in {side}</source>
        <translation>Gefunden in {side}</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
</context>
<context>
    <name>ForgetDialog</name>
    <message>
        <source>Forget cached texts?</source>
        <translation>Zwischengespeicherte Texte vergessen?</translation>
    </message>
    <message>
        <source>plagcheck keeps the text it read from each file ({text} now), so that a second scan is fast. They are in {cache_file}, readable by you only. Delete them? The next scan reads every file again. Saved checks keep their own copy of the texts.</source>
        <translation>plagcheck behält den aus jeder Datei gelesenen Text (zurzeit {text}), damit eine zweite Prüfung schnell geht. Sie liegen in {cache_file}, nur für Sie lesbar. Löschen? Die nächste Prüfung liest jede Datei erneut. Gespeicherte Prüfungen behalten ihre eigene Kopie der Texte.</translation>
    </message>
    <message>
        <source>Forget them</source>
        <translation>Vergessen</translation>
    </message>
</context>
<context>
    <name>GraphSvg</name>
    <message>
        <source>Group of {size} students, highest score {score}</source>
        <extracomment>Stroke colour and dash pattern of an edge per review state (&quot;&quot; draws a solid line).</extracomment>
        <translation>Gruppe von {size} Schüler/innen, höchster Wert {score}</translation>
    </message>
</context>
<context>
    <name>GroupsPage</name>
    <message>
        <source>Students</source>
        <translation>Schüler/innen</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Höchster Wert</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Click a line to compare those two documents</source>
        <translation>Klicken Sie auf eine Linie, um diese beiden Dokumente zu vergleichen</translation>
    </message>
    <message>
        <source>Thicker line: more text in common. Click a line to compare the two documents. Blue-grey: not reviewed; red: confirmed; orange dashes: needs a conversation; grey dots: not plagiarism.</source>
        <translation>Dickere Linie: mehr gemeinsamer Text. Klicken Sie auf eine Linie, um die beiden Dokumente zu vergleichen. Blaugrau: nicht geprüft; rot: bestätigt; orange Striche: Gespräch nötig; graue Punkte: kein Plagiat.</translation>
    </message>
    <message>
        <source>No group at this threshold: no two students share enough text.</source>
        <translation>Keine Gruppe bei dieser Schwelle: Keine zwei Schüler/innen teilen genug Text.</translation>
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
        <translation>Wie man die Werte liest</translation>
    </message>
    <message>
        <source>Every document is compared with every other. A pair is listed when its score reaches the threshold you set with the slider, or when the two documents share a passage long enough to look at whatever its share of a long essay (the “Listed for” column says which).</source>
        <translation>Jedes Dokument wird mit jedem anderen verglichen. Ein Paar wird aufgeführt, wenn sein Wert die Schwelle erreicht, die Sie mit dem Schieberegler einstellen, oder wenn die beiden Dokumente eine Passage teilen, die lang genug ist, um sie anzusehen, egal welchen Anteil eines langen Aufsatzes sie ausmacht (die Spalte „Aufgeführt wegen“ sagt, was zutrifft).</translation>
    </message>
    <message>
        <source>The threshold only filters what is shown: moving it never rescans.</source>
        <translation>Die Schwelle filtert nur, was angezeigt wird: Sie zu verschieben, löst nie eine neue Prüfung aus.</translation>
    </message>
    <message>
        <source>What the colours mean</source>
        <translation>Was die Farben bedeuten</translation>
    </message>
    <message>
        <source>In the side-by-side view each shared passage has a colour, and its twin in the other document has the same colour. Click a passage to bring its twin into view.</source>
        <translation>In der Nebeneinander-Ansicht hat jede gemeinsame Passage eine Farbe, und ihr Gegenstück im anderen Dokument hat dieselbe Farbe. Klicken Sie auf eine Passage, um ihr Gegenstück sichtbar zu machen.</translation>
    </message>
    <message>
        <source>Copied passages ({copied}) are filled with their colour.</source>
        <translation>Kopierte Passagen ({copied}) sind mit ihrer Farbe gefüllt.</translation>
    </message>
    <message>
        <source>Reworded passages ({reworded}) are outlined with a dashed line instead, and the words both sides share are in bold inside them. Each passage shows how alike its two sides are.</source>
        <translation>Umformulierte Passagen ({reworded}) sind stattdessen gestrichelt umrandet, und die Wörter, die beide Seiten haben, sind darin fett. Jede Passage zeigt, wie ähnlich sich ihre beiden Seiten sind.</translation>
    </message>
    <message>
        <source>A reworded passage marked “{SHAPE_LABEL}” was found by its shape: its {SHAPE_WORDS}, as a tool swapping words for others of the same meaning leaves them. Its likeness is then low: the shape is the evidence, and the view says how many sentences show it.</source>
        <translation>Eine umformulierte Passage mit der Markierung „{SHAPE_LABEL}“ wurde an ihrer Form erkannt: {SHAPE_WORDS}, so wie es ein Werkzeug hinterlässt, das Wörter durch gleichbedeutende ersetzt. Ihre Ähnlichkeit ist dann gering: Die Form ist der Beleg, und die Ansicht sagt, wie viele Sätze sie zeigen.</translation>
    </message>
    <message>
        <source>Greyed text did not count: the assignment or a template given to everyone, text common to most of the class, and text several essays have at the same place (a cover sheet, the question pasted at the top). Italic text on grey-blue is a quotation: one without a citation counts like any other text; one with a citation beside it is greyed too (quoted and cited: it did not count). Upright text on beige is a reference list, left out of the scores unless the settings count it.</source>
        <translation>Grauer Text hat nicht gezählt: die Aufgabe oder eine Vorlage, die alle bekommen haben, Text, den der Großteil der Klasse gemeinsam hat, und Text, den mehrere Arbeiten an derselben Stelle haben (ein Deckblatt, die oben eingefügte Aufgabe). Kursiver Text auf Graublau ist ein Zitat: Ohne Quellenangabe zählt es wie jeder andere Text; mit Quellenangabe daneben ist es ebenfalls grau (zitiert und belegt: Es hat nicht gezählt). Aufrechter Text auf Beige ist ein Literaturverzeichnis; es zählt nicht, außer die Einstellungen zählen es mit.</translation>
    </message>
    <message>
        <source>What is left out, and why</source>
        <extracomment>The guide&apos;s sections the report carries (the others are about the window).</extracomment>
        <translation>Was ausgelassen wird, und warum</translation>
    </message>
    <message>
        <source>Files given to everyone (the assignment, a template) never count, wherever they occur.</source>
        <translation>Dateien, die alle bekommen haben (die Aufgabe, eine Vorlage), zählen nie, wo auch immer sie vorkommen.</translation>
    </message>
    <message>
        <source>Text that most of the class shares (set phrases, the question repeated) is left out, so that everyone answering the same question does not look like copying; so is text three or more students have at the top of their essays (a cover sheet&apos;s labels, the question they pasted), in a class of any size. A document in the folder that essays begin with, the question sheet, is used as the template and not compared.</source>
        <translation>Text, den der Großteil der Klasse gemeinsam hat (feste Wendungen, die wiederholte Frage), wird ausgelassen, damit nicht alle, die dieselbe Frage beantworten, nach Abschreiben aussehen; ebenso Text, den drei oder mehr Schüler/innen am Anfang ihrer Arbeit haben (die Felder eines Deckblatts, die eingefügte Frage), in einer Klasse jeder Größe. Ein Dokument im Ordner, mit dem die Arbeiten beginnen, das Aufgabenblatt, wird als Vorlage verwendet und nicht verglichen.</translation>
    </message>
    <message>
        <source>A quotation with a citation beside it (Hartley, 2023), [3] or a note number is honest use of a source and does not count; a quotation without one counts, and is marked “quoted, no citation”. Two students&apos; sentences that both cite a source, or that both rework one sentence of a source in the folder, are not taken for copying from each other.</source>
        <translation>Ein Zitat mit Quellenangabe daneben (Hartley, 2023), [3] oder einer Fußnotenzahl ist ein redlicher Gebrauch einer Quelle und zählt nicht; ein Zitat ohne Quellenangabe zählt und wird als „zitiert, ohne Quellenangabe“ markiert. Sätze zweier Schüler/innen, die beide eine Quelle zitieren oder beide denselben Satz einer Quelle im Ordner umarbeiten, gelten nicht als voneinander abgeschrieben.</translation>
    </message>
    <message>
        <source>Reference lists are left out by default; every quotation can be left out in Settings. Both are always shown in their own style.</source>
        <translation>Literaturverzeichnisse werden standardmäßig ausgelassen; alle Zitate lassen sich in den Einstellungen auslassen. Beide werden immer in eigenem Stil angezeigt.</translation>
    </message>
    <message>
        <source>A pair that shares nothing but part of one sentence (a set phrase such as “In this essay I will look at the main threats and”) is not listed.</source>
        <translation>Ein Paar, das nur einen Teil eines Satzes gemeinsam hat (eine feste Wendung wie „In diesem Aufsatz untersuche ich die wichtigsten Bedrohungen und“), wird nicht aufgeführt.</translation>
    </message>
    <message>
        <source>Very short matches (a few words in common) do not count: any two texts on one topic share some.</source>
        <translation>Sehr kurze Übereinstimmungen (einige gemeinsame Wörter) zählen nicht: Zwei Texte zum selben Thema haben immer welche gemeinsam.</translation>
    </message>
    <message>
        <source>Files that could not be read are listed under File problems with the reason; the rest of the class is compared without them.</source>
        <translation>Dateien, die nicht gelesen werden konnten, stehen mit dem Grund unter Dateiprobleme; der Rest der Klasse wird ohne sie verglichen.</translation>
    </message>
    <message>
        <source>What a high score does and does not prove</source>
        <translation>Was ein hoher Wert beweist und was nicht</translation>
    </message>
    <message>
        <source>A high score means the two texts share wording. It does not say who copied from whom, or whether copying happened at all: both may have used the same source, quoted the same text, or worked together as they were allowed to.</source>
        <translation>Ein hoher Wert bedeutet, dass die beiden Texte Formulierungen gemeinsam haben. Er sagt nicht, wer von wem abgeschrieben hat oder ob überhaupt abgeschrieben wurde: Beide können dieselbe Quelle benutzt, denselben Text zitiert oder erlaubterweise zusammengearbeitet haben.</translation>
    </message>
    <message>
        <source>A low score does not prove independence either: a short passage in a long essay is a small share (that is why long passages are listed whatever the score), and heavy rewording can hide some copying.</source>
        <translation>Ein niedriger Wert beweist auch keine Unabhängigkeit: Eine kurze Passage in einem langen Aufsatz ist ein kleiner Anteil (deshalb werden lange Passagen unabhängig vom Wert aufgeführt), und starkes Umformulieren kann Abgeschriebenes teilweise verbergen.</translation>
    </message>
    <message>
        <source>The score is a reason to read both texts, never a verdict on its own.</source>
        <translation>Der Wert ist ein Grund, beide Texte zu lesen, niemals für sich allein ein Urteil.</translation>
    </message>
    <message>
        <source>Reviewing a pair fairly</source>
        <translation>Ein Paar fair einschätzen</translation>
    </message>
    <message>
        <source>Read both passages in context, in the side-by-side view, before deciding.</source>
        <translation>Lesen Sie beide Passagen im Zusammenhang, in der Nebeneinander-Ansicht, bevor Sie entscheiden.</translation>
    </message>
    <message>
        <source>Check whether the shared text is a quotation, the question, a common source or set phrases.</source>
        <translation>Prüfen Sie, ob der gemeinsame Text ein Zitat, die Aufgabe, eine gemeinsame Quelle oder feste Wendungen ist.</translation>
    </message>
    <message>
        <source>Look at the other pairs of the same students (the Groups tab): a group sharing one source reads differently from two students sharing with each other.</source>
        <translation>Sehen Sie sich die anderen Paare derselben Schüler/innen an (Registerkarte Gruppen): Eine Gruppe, die eine Quelle teilt, liest sich anders als zwei, die untereinander teilen.</translation>
    </message>
    <message>
        <source>Record what you decided and why with a review state and a note; they are saved with the check and can go in the report.</source>
        <translation>Halten Sie fest, was Sie entschieden haben und warum, mit einer Einschätzung und einer Notiz; sie werden mit der Prüfung gespeichert und können in den Bericht aufgenommen werden.</translation>
    </message>
    <message>
        <source>Talk with the student before concluding: they may have an explanation the texts do not show.</source>
        <translation>Sprechen Sie mit der Person, bevor Sie zu einem Schluss kommen: Vielleicht gibt es eine Erklärung, die die Texte nicht zeigen.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Wie es funktioniert (für Fortgeschrittene)</translation>
    </message>
    <message>
        <source>Each text is cut into overlapping runs of {k} {units} (“shingles”), after folding case, invisible characters and look-alike letters. Two texts share wording when they share shingles.</source>
        <translation>Jeder Text wird in überlappende Folgen von {k} {units} zerlegt („Shingles“), nachdem Groß- und Kleinschreibung, unsichtbare Zeichen und verwechselbare Buchstaben vereinheitlicht wurden. Zwei Texte haben Formulierungen gemeinsam, wenn sie Shingles teilen.</translation>
    </message>
    <message>
        <source>Comparing every pair exactly would take too long for a large class, so plagcheck first finds the pairs worth checking with a few searches. The whole-document search compares short fingerprints of each text (MinHash signatures) grouped in bands (locality-sensitive hashing): the chance that a pair is checked rises steeply with how alike the whole texts are (the S-curve shown under View). The passage search does the same for windows of each text, so that one copied paragraph in a long essay is found even though the essays as wholes are not alike; when finding reworded copying is on, a third search looks at windows of content words whatever their order, and a fourth at the order of the small words (the, of, in) and of the commas and full stops, which a synonym tool leaves where they were.</source>
        <translation>Jedes Paar genau zu vergleichen, würde für eine große Klasse zu lange dauern; deshalb findet plagcheck zuerst mit einigen Suchen die Paare, die eine Prüfung lohnen. Die Suche über ganze Dokumente vergleicht kurze Fingerabdrücke jedes Textes (MinHash-Signaturen), in Bändern gruppiert (Locality-Sensitive Hashing): Die Wahrscheinlichkeit, dass ein Paar geprüft wird, steigt steil mit der Ähnlichkeit der ganzen Texte (die S-Kurve unter Ansicht). Die Passagensuche tut dasselbe für Ausschnitte jedes Textes, sodass ein kopierter Absatz in einem langen Aufsatz gefunden wird, auch wenn die Aufsätze insgesamt nicht ähnlich sind; ist die Suche nach umformuliertem Abschreiben eingeschaltet, betrachtet eine dritte Suche Ausschnitte aus Inhaltswörtern in beliebiger Reihenfolge und eine vierte die Reihenfolge der kleinen Wörter (der, von, in) sowie der Kommas und Punkte, die ein Synonym-Werkzeug an ihrem Platz lässt.</translation>
    </message>
    <message>
        <source>Every pair found is then checked exactly: the shared shingles are counted and located in both texts, and nearby matches are joined into passages. Reworded passages are found by comparing the two texts sentence by sentence by their content words, whatever their order, and by the shape of their sentences: a paragraph whose words were swapped for synonyms one for one keeps its small words and the length of each sentence, sentence after sentence, and is found by that even where few of its words are left (it then shows a low likeness and is marked “{SHAPE_LABEL}”). The figures come from this exact check, never from the fingerprints.</source>
        <translation>Jedes gefundene Paar wird dann genau geprüft: Die gemeinsamen Shingles werden gezählt und in beiden Texten verortet, und nahe beieinanderliegende Übereinstimmungen werden zu Passagen verbunden. Umformulierte Passagen werden gefunden, indem die beiden Texte Satz für Satz nach ihren Inhaltswörtern verglichen werden, unabhängig von deren Reihenfolge, und nach der Form ihrer Sätze: Ein Absatz, dessen Wörter einzeln durch Synonyme ersetzt wurden, behält seine kleinen Wörter und die Länge jedes Satzes, Satz für Satz, und wird daran auch dann erkannt, wenn nur wenige seiner Wörter übrig sind (er zeigt dann eine geringe Ähnlichkeit und ist mit „{SHAPE_LABEL}“ markiert). Die Zahlen stammen aus dieser genauen Prüfung, nie aus den Fingerabdrücken.</translation>
    </message>
    <message>
        <source>“Similar overall” is the Jaccard similarity of the two sets of shingles; “A found in B” is the containment of A in B, with the words of reworded passages added.</source>
        <translation>„Ähnlichkeit insgesamt“ ist die Jaccard-Ähnlichkeit der beiden Shingle-Mengen; „A in B“ ist der Anteil von A, der in B enthalten ist, zuzüglich der Wörter umformulierter Passagen.</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Reading plagcheck&apos;s results&lt;/h1&gt;
</source>
        <translation>&lt;h1&gt;Die Ergebnisse von plagcheck lesen&lt;/h1&gt;
</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>plagcheck guide</source>
        <translation>plagcheck-Leitfaden</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>{count} checked pairs by score; threshold {threshold}</source>
        <translation>{count} geprüfte Paare nach Wert; Schwelle {threshold}</translation>
    </message>
    <message>
        <source>threshold {threshold}</source>
        <translation>Schwelle {threshold}</translation>
    </message>
    <message>
        <source>score (larger containment)</source>
        <translation>Wert (größerer enthaltener Anteil)</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>typed text</source>
        <extracomment>Characters a shared prefix or suffix may be cut at: never inside a word. What Canvas&apos;s file names call a submission typed into its text box (engine/reading/layouts.py), as shown.</extracomment>
        <translation>eingegebener Text</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>Adding to the library</source>
        <translation>Zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Choose a folder of texts to add as a collection</source>
        <translation>Einen Ordner mit Texten wählen, der als Sammlung hinzugefügt wird</translation>
    </message>
    <message>
        <source>Name the collection</source>
        <translation>Sammlung benennen</translation>
    </message>
    <message>
        <source>Collection name (an existing name adds to that collection):</source>
        <translation>Name der Sammlung (ein vorhandener Name fügt zu dieser Sammlung hinzu):</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Sammlung entfernen</translation>
    </message>
    <message>
        <source>Remove the collection {name} ({documents} documents) from the library? The original files are not touched.</source>
        <translation>Die Sammlung {name} ({documents} Dokumente) aus der Bibliothek entfernen? Die Originaldateien bleiben unberührt.</translation>
    </message>
    <message>
        <source>Choose the folder of an institution&apos;s archive</source>
        <translation>Den Ordner des Archivs einer Einrichtung wählen</translation>
    </message>
    <message>
        <source>Add an archive</source>
        <translation>Archiv hinzufügen</translation>
    </message>
    <message>
        <source>The archive&apos;s address, as your IT department gives it (or a folder):</source>
        <translation>Die Adresse des Archivs, wie Ihre IT-Abteilung sie angibt (oder ein Ordner):</translation>
    </message>
    <message>
        <source>cannot be used: {exc}</source>
        <translation>nicht nutzbar: {exc}</translation>
    </message>
    <message>
        <source>Added {added} documents to {name}</source>
        <translation>{added} Dokumente zu {name} hinzugefügt</translation>
    </message>
    <message>
        <source>; {already_there} were already in it</source>
        <translation>; {already_there} waren bereits darin</translation>
    </message>
    <message>
        <source> and {unreadable} more</source>
        <translation> und {unreadable} weitere</translation>
    </message>
    <message>
        <source>; {unreadable} could not be read ({shown}{more})</source>
        <translation>; {unreadable} konnten nicht gelesen werden ({shown}{more})</translation>
    </message>
    <message>
        <source>The library could not be opened: {exc}</source>
        <translation>Die Bibliothek konnte nicht geöffnet werden: {exc}</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Adding {folder} as {name}…</source>
        <translation>{folder} wird als {name} hinzugefügt…</translation>
    </message>
    <message>
        <source>{address} was not added: {documents}</source>
        <translation>{address} wurde nicht hinzugefügt: {documents}</translation>
    </message>
    <message>
        <source>Added the archive {address} ({documents} documents); the next scan uses it.</source>
        <translation>Archiv {address} hinzugefügt ({documents} Dokumente); die nächste Prüfung verwendet es.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {exc}</source>
        <translation>{name} konnte nicht entfernt werden: {exc}</translation>
    </message>
    <message>
        <source>Removed {name} ({removed} documents).</source>
        <translation>{name} entfernt ({removed} Dokumente).</translation>
    </message>
    <message>
        <source>{words}: {done} of {total}</source>
        <translation>{words}: {done} von {total}</translation>
    </message>
    <message>
        <source>Adding stopped with an error: {message}</source>
        <translation>Das Hinzufügen wurde mit einem Fehler beendet: {message}</translation>
    </message>
    <message>
        <source>Adding cancelled; the documents stored so far are kept.</source>
        <translation>Hinzufügen abgebrochen; die bisher gespeicherten Dokumente bleiben erhalten.</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>The reference library keeps texts the class may have copied from: last year&apos;s essays, a textbook chapter, web pages saved as files. Tick the collections the next scan should compare the class with; each student is compared with them, and they are never compared with each other. The library is kept in plagcheck&apos;s own data folder: the folders you add are only read.</source>
        <translation>Die Referenzbibliothek bewahrt Texte auf, von denen die Klasse abgeschrieben haben könnte: Aufsätze des letzten Jahres, ein Kapitel aus einem Lehrbuch, als Dateien gespeicherte Webseiten. Haken Sie die Sammlungen an, mit denen die nächste Prüfung die Klasse vergleichen soll; jede Arbeit wird mit ihnen verglichen, sie selbst nie miteinander. Die Bibliothek liegt im eigenen Datenordner von plagcheck: Die Ordner, die Sie hinzufügen, werden nur gelesen.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>An institution&apos;s archive of past submissions (a folder on a shared drive, or the address your IT department gives you) is only read: the class is compared with every document in it. Ticked archives are used by the next scan; an unticked one leaves this list when the dialog closes.</source>
        <translation>Das Archiv früherer Abgaben einer Einrichtung (ein Ordner auf einem Netzlaufwerk oder die Adresse, die Ihre IT-Abteilung angibt) wird nur gelesen: Die Klasse wird mit jedem Dokument darin verglichen. Angehakte Archive verwendet die nächste Prüfung; ein nicht angehaktes verschwindet aus dieser Liste, wenn das Fenster geschlossen wird.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <source>Reference library</source>
        <translation>Referenzbibliothek</translation>
    </message>
    <message>
        <source>The library is empty. Add a folder of texts as a collection to start.</source>
        <translation>Die Bibliothek ist leer. Fügen Sie zum Anfangen einen Ordner mit Texten als Sammlung hinzu.</translation>
    </message>
    <message>
        <source>&amp;Add folder as collection…</source>
        <translation>Ordner als Sammlung &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Add archive &amp;folder…</source>
        <translation>Archiv&amp;ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Add archive a&amp;ddress…</source>
        <translation>Archiv&amp;adresse hinzufügen…</translation>
    </message>
    <message>
        <source>Cancel adding</source>
        <translation>Hinzufügen abbrechen</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with this collection</source>
        <translation>Angehakt: Die nächste Prüfung vergleicht die Klasse mit dieser Sammlung</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with every document of this archive</source>
        <translation>Angehakt: Die nächste Prüfung vergleicht die Klasse mit jedem Dokument dieses Archivs</translation>
    </message>
</context>
<context>
    <name>MainController</name>
    <message>
        <source>. Drop a folder of submissions, or the documents themselves.</source>
        <extracomment>The window asks about at most this many files that look like the assignment&apos;s question, one by one. Asks whether folders named like sources hold sources: (window, folders) -&gt; the confirmed ones. Asks before forgetting cached texts: (window, cache file, texts held) -&gt; True to go ahead. Asks whether a file that looks like the assignment&apos;s question is it: (window, its name) -&gt; True if so.</extracomment>
        <translation>. Legen Sie einen Ordner mit Abgaben ab oder die Dokumente selbst.</translation>
    </message>
    <message>
        <source>Choose a folder of student work</source>
        <translation>Einen Ordner mit Arbeiten der Klasse wählen</translation>
    </message>
    <message>
        <source>Choose documents to compare</source>
        <translation>Zu vergleichende Dokumente wählen</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Dokumente ({patterns});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>{folder} no longer exists.</source>
        <translation>{folder} existiert nicht mehr.</translation>
    </message>
    <message>
        <source>Scanning {names} — plagcheck</source>
        <translation>Prüfe {names} — plagcheck</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Prüfung läuft…</translation>
    </message>
    <message>
        <source>the scan ended without a result</source>
        <translation>die Prüfung endete ohne Ergebnis</translation>
    </message>
    <message>
        <source>Scanned in {seconds} s.</source>
        <translation>Geprüft in {seconds} s.</translation>
    </message>
    <message>
        <source>{count} files look like the assignment&apos;s question; if one is, add it under Scan → Files given to everyone…</source>
        <translation>{count} Dateien sehen wie die Aufgabenstellung aus; wenn eine es ist, fügen Sie sie unter Prüfung → Dateien für alle… hinzu</translation>
    </message>
    <message>
        <source>The scan stopped with an error: {message}</source>
        <translation>Die Prüfung wurde mit einem Fehler beendet: {message}</translation>
    </message>
    <message>
        <source>Scan cancelled.</source>
        <translation>Prüfung abgebrochen.</translation>
    </message>
    <message>
        <source> {missing} original files are no longer where they were; their saved text is shown.</source>
        <translation> {missing} Originaldateien liegen nicht mehr dort, wo sie waren; ihr gespeicherter Text wird angezeigt.</translation>
    </message>
    <message>
        <source>Opened {name}, saved {saved_at}.{missing}</source>
        <translation>{name} geöffnet, gespeichert {saved_at}.{missing}</translation>
    </message>
    <message>
        <source>{name}[*] — plagcheck</source>
        <translation>{name}[*] — plagcheck</translation>
    </message>
    <message>
        <source>plagcheck check</source>
        <translation>plagcheck-Prüfung</translation>
    </message>
    <message>
        <source>The new language takes effect the next time plagcheck starts.</source>
        <translation>Die neue Sprache gilt ab dem nächsten Start von plagcheck.</translation>
    </message>
    <message>
        <source>Wait for the scan to end (or cancel it) to forget cached texts.</source>
        <translation>Warten Sie das Ende der Prüfung ab (oder brechen Sie sie ab), um zwischengespeicherte Texte zu vergessen.</translation>
    </message>
    <message>
        <source>The cached texts could not be deleted: {exc}</source>
        <translation>Die zwischengespeicherten Texte konnten nicht gelöscht werden: {exc}</translation>
    </message>
    <message>
        <source>Forgot {text}.</source>
        <translation>Vergessen: {text}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Results</source>
        <extracomment>Room left on the screen for the window&apos;s frame, which the window manager adds around it: the title bar above, a border on each side and below.</extracomment>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Schüler/innen</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <extracomment>Asked before the window closes; False keeps it open (the controller sets it: unsaved reviews).</extracomment>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>Scan every document in a folder</source>
        <translation>Jedes Dokument in einem Ordner prüfen</translation>
    </message>
    <message>
        <source>Open f&amp;iles…</source>
        <translation>&amp;Dateien öffnen…</translation>
    </message>
    <message>
        <source>Scan chosen documents</source>
        <translation>Gewählte Dokumente prüfen</translation>
    </message>
    <message>
        <source>Open chec&amp;k…</source>
        <translation>Prüfung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews</source>
        <translation>Eine früher gespeicherte Prüfung mit ihren Einschätzungen öffnen</translation>
    </message>
    <message>
        <source>&amp;Save check</source>
        <translation>Prüfung &amp;speichern</translation>
    </message>
    <message>
        <source>Save this check and its reviews to one file, to open later</source>
        <translation>Diese Prüfung und ihre Einschätzungen in einer Datei speichern, um sie später zu öffnen</translation>
    </message>
    <message>
        <source>Save check &amp;as…</source>
        <translation>Prüfung speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save this check and its reviews to another file</source>
        <translation>Diese Prüfung und ihre Einschätzungen in einer anderen Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Print pair…</source>
        <translation>Paar dru&amp;cken…</translation>
    </message>
    <message>
        <source>Print the selected pair side by side, as the report shows it</source>
        <translation>Das gewählte Paar nebeneinander drucken, wie es der Bericht zeigt</translation>
    </message>
    <message>
        <source>Open document &amp;A</source>
        <translation>Dokument &amp;A öffnen</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document A in the program that opens it</source>
        <translation>Dokument A des gewählten Paars im zugehörigen Programm öffnen</translation>
    </message>
    <message>
        <source>Open document &amp;B</source>
        <translation>Dokument &amp;B öffnen</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document B in the program that opens it</source>
        <translation>Dokument B des gewählten Paars im zugehörigen Programm öffnen</translation>
    </message>
    <message>
        <source>Show A in its folder</source>
        <translation>A im Ordner zeigen</translation>
    </message>
    <message>
        <source>Open the folder holding document A</source>
        <translation>Den Ordner öffnen, der Dokument A enthält</translation>
    </message>
    <message>
        <source>Show B in its folder</source>
        <translation>B im Ordner zeigen</translation>
    </message>
    <message>
        <source>Open the folder holding document B</source>
        <translation>Den Ordner öffnen, der Dokument B enthält</translation>
    </message>
    <message>
        <source>&amp;Find in texts…</source>
        <translation>In Texten &amp;suchen…</translation>
    </message>
    <message>
        <source>Find words in the two texts of the compare view</source>
        <translation>Wörter in den beiden Texten der Vergleichsansicht suchen</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Erneut prüfen</translation>
    </message>
    <message>
        <source>Scan the same folder again</source>
        <translation>Denselben Ordner erneut prüfen</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save an HTML report of the pairs shown (also CSV or JSON)</source>
        <translation>Einen HTML-Bericht der angezeigten Paare speichern (auch CSV oder JSON)</translation>
    </message>
    <message>
        <source>Export &amp;anonymised report…</source>
        <translation>&amp;Anonymisierten Bericht exportieren…</translation>
    </message>
    <message>
        <source>The same report with every student named by a pseudonym (Student 1, Student 2…)</source>
        <translation>Derselbe Bericht, jede Person mit einem Pseudonym benannt (Schüler/in 1, Schüler/in 2…)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Wie Dokumente verglichen werden</translation>
    </message>
    <message>
        <source>&amp;Cancel scan</source>
        <translation>Prüfung ab&amp;brechen</translation>
    </message>
    <message>
        <source>Stop the scan that is running</source>
        <translation>Die laufende Prüfung anhalten</translation>
    </message>
    <message>
        <source>Class &amp;list…</source>
        <translation>Klassen&amp;liste…</translation>
    </message>
    <message>
        <source>Name the students from the class list your platform exports</source>
        <translation>Die Schüler/innen nach der Klassenliste benennen, die Ihre Plattform exportiert</translation>
    </message>
    <message>
        <source>Files given to &amp;everyone…</source>
        <translation>Dateien für &amp;alle…</translation>
    </message>
    <message>
        <source>The assignment or template every student got: its text never counts</source>
        <translation>Die Aufgabe oder Vorlage, die alle bekommen haben: Ihr Text zählt nie</translation>
    </message>
    <message>
        <source>&amp;Sources in the class folder…</source>
        <translation>&amp;Quellen im Klassenordner…</translation>
    </message>
    <message>
        <source>Mark files or folders of the class as sources, not students&apos; work</source>
        <translation>Dateien oder Ordner der Klasse als Quellen markieren, nicht als Arbeiten von Schüler/innen</translation>
    </message>
    <message>
        <source>Reference &amp;library…</source>
        <translation>Referenz&amp;bibliothek…</translation>
    </message>
    <message>
        <source>Collections of texts the class is compared with (last year&apos;s essays…)</source>
        <translation>Textsammlungen, mit denen die Klasse verglichen wird (Aufsätze des letzten Jahres…)</translation>
    </message>
    <message>
        <source>Open &amp;compare view</source>
        <translation>&amp;Vergleichsansicht öffnen</translation>
    </message>
    <message>
        <source>Show &amp;results</source>
        <translation>&amp;Ergebnisse zeigen</translation>
    </message>
    <message>
        <source>Show &amp;groups</source>
        <translation>&amp;Gruppen zeigen</translation>
    </message>
    <message>
        <source>Groups of students linked by shared text</source>
        <translation>Gruppen von Schüler/innen, die durch gemeinsamen Text verbunden sind</translation>
    </message>
    <message>
        <source>Show &amp;students</source>
        <translation>&amp;Schüler/innen zeigen</translation>
    </message>
    <message>
        <source>Each submission&apos;s highest match</source>
        <translation>Die stärkste Übereinstimmung jeder Abgabe</translation>
    </message>
    <message>
        <source>Show the c&amp;lass</source>
        <translation>&amp;Klasse zeigen</translation>
    </message>
    <message>
        <source>How the files were read: which student handed in what (correct it here)</source>
        <translation>Wie die Dateien gelesen wurden: wer was abgegeben hat (hier korrigieren)</translation>
    </message>
    <message>
        <source>Mark the selected pair: {lower}</source>
        <translation>Gewähltes Paar markieren: {lower}</translation>
    </message>
    <message>
        <source>Mark this pair: {lower} (Ctrl+{number})</source>
        <translation>Dieses Paar markieren: {lower} (Strg+{number})</translation>
    </message>
    <message>
        <source>Write a &amp;note…</source>
        <translation>&amp;Notiz schreiben…</translation>
    </message>
    <message>
        <source>Write a note about the selected pair</source>
        <translation>Eine Notiz zum gewählten Paar schreiben</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Notiz…</translation>
    </message>
    <message>
        <source>Write a note about this pair (F2)</source>
        <translation>Eine Notiz zu diesem Paar schreiben (F2)</translation>
    </message>
    <message>
        <source>plagcheck &amp;guide</source>
        <translation>plagcheck-&amp;Leitfaden</translation>
    </message>
    <message>
        <source>How to read the scores and colours, and how to review a pair fairly</source>
        <translation>Wie man Werte und Farben liest und ein Paar fair einschätzt</translation>
    </message>
    <message>
        <source>How it &amp;works</source>
        <translation>Wie es &amp;funktioniert</translation>
    </message>
    <message>
        <source>The method behind the figures (advanced)</source>
        <translation>Die Methode hinter den Zahlen (für Fortgeschrittene)</translation>
    </message>
    <message>
        <source>Show &amp;copied passages only</source>
        <translation>Nur &amp;kopierte Passagen zeigen</translation>
    </message>
    <message>
        <source>Hide reworded passages and count copied text only (no rescan)</source>
        <translation>Umformulierte Passagen ausblenden und nur kopierten Text zählen (ohne neue Prüfung)</translation>
    </message>
    <message>
        <source>Show the search &amp;curve (advanced)</source>
        <translation>Such&amp;kurve zeigen (für Fortgeschrittene)</translation>
    </message>
    <message>
        <source>The chance the whole-document search checks a pair, by similarity</source>
        <translation>Die Wahrscheinlichkeit, dass die Suche über ganze Dokumente ein Paar prüft, nach Ähnlichkeit</translation>
    </message>
    <message>
        <source>&amp;Forget cached texts…</source>
        <translation>Zwischengespeicherte Texte &amp;vergessen…</translation>
    </message>
    <message>
        <source>Delete the texts kept from files already read (the next scan reads every file again)</source>
        <translation>Die aus bereits gelesenen Dateien aufbewahrten Texte löschen (die nächste Prüfung liest jede Datei erneut)</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>&amp;Protokollordner zeigen</translation>
    </message>
    <message>
        <source>&amp;About plagcheck</source>
        <translation>Über &amp;plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>&amp;Prüfung</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Einschätzung</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Wie es funktioniert</translation>
    </message>
</context>
<context>
    <name>MatchMap</name>
    <message>
        <source>Where the shared passages are in each document. Click a band to select it.</source>
        <translation>Wo die gemeinsamen Passagen in jedem Dokument liegen. Klicken Sie auf ein Band, um es auszuwählen.</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <source>Similarity report: {name}, {date}</source>
        <translation>Ähnlichkeitsbericht: {name}, {date}</translation>
    </message>
    <message>
        <source>Similarity report, {date}</source>
        <translation>Ähnlichkeitsbericht, {date}</translation>
    </message>
    <message>
        <source>anonymised similarity report</source>
        <translation>anonymisierter Ähnlichkeitsbericht</translation>
    </message>
    <message>
        <source>similarity report</source>
        <translation>Ähnlichkeitsbericht</translation>
    </message>
    <message>
        <source>anonymised pairs</source>
        <translation>anonymisierte Paare</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>Paare</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>compared only in part: this pair took over {seconds} s to compare (the files may be built to stall the check), so passages past the point reached were not looked for, reworded ones not at all, and its scores count every shared phrase; compare the two files by hand</source>
        <extracomment>Every notice&apos;s English text by key ({name}: a value of the notice).</extracomment>
        <translation>nur teilweise verglichen: der Vergleich dieses Paars dauerte über {seconds} s (die Dateien könnten gebaut sein, um die Prüfung aufzuhalten), daher wurden Passagen nach der erreichten Stelle nicht gesucht, umformulierte gar nicht, und seine Werte zählen jede gemeinsame Wendung; vergleichen Sie die beiden Dateien selbst</translation>
    </message>
    <message>
        <source>shown in part: this pair shares more than {passages} separate passages (one file may be the other&apos;s pieces shuffled and repeated), so only the longest {passages} are shown, reworded ones were not looked for, and its scores count every passage; compare the two files by hand</source>
        <translation>nur teilweise gezeigt: dieses Paar teilt mehr als {passages} getrennte Passagen (eine Datei könnte die gemischten und wiederholten Stücke der anderen sein), daher werden nur die {passages} längsten gezeigt, umformulierte wurden nicht gesucht, und seine Werte zählen jede Passage; vergleichen Sie die beiden Dateien selbst</translation>
    </message>
    <message>
        <source>not compared in full: comparing this pair took too long or failed, so no passage was looked for and its scores count every shared phrase; compare the two files by hand</source>
        <translation>nicht vollständig verglichen: der Vergleich dieses Paars dauerte zu lange oder schlug fehl, daher wurde keine Passage gesucht, und seine Werte zählen jede gemeinsame Wendung; vergleichen Sie die beiden Dateien selbst</translation>
    </message>
    <message>
        <source>The memory limit for reading files could not be set on this system: a file built to exhaust memory was stopped only by the limits inside the readers and the time limit.</source>
        <translation>Die Speichergrenze zum Lesen der Dateien ließ sich auf diesem System nicht setzen: eine Datei, die den Speicher erschöpfen soll, wurde nur von den Grenzen in den Lesern und der Zeitgrenze gestoppt.</translation>
    </message>
    <message>
        <source>Files were read with less memory than usual: this program runs under a memory limit set outside it (ulimit -v, a container or a batch system), which left each reader {least} MB instead of {usual} MB; a file that needed more is listed as too large to read.</source>
        <translation>Die Dateien wurden mit weniger Speicher als üblich gelesen: dieses Programm läuft unter einer von außen gesetzten Speichergrenze (ulimit -v, ein Container oder ein Stapelsystem), die jedem Leser {least} MB statt {usual} MB ließ; eine Datei, die mehr brauchte, ist als zu groß zum Lesen aufgeführt.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they hold more than {files} files in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Nur ein Teil der Zip-Dateien wurde gelesen: sie enthalten zusammen mehr als {files} Dateien, was keine Klasse tut. Nicht gelesen (unter Dateiprobleme aufgeführt): {zips}; die Dateien der davor aufgeführten Zip-Dateien wurden geprüft.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they unpack to more than {gigabytes} GB in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Nur ein Teil der Zip-Dateien wurde gelesen: entpackt ergeben sie zusammen mehr als {gigabytes} GB, was keine Klasse tut. Nicht gelesen (unter Dateiprobleme aufgeführt): {zips}; die Dateien der davor aufgeführten Zip-Dateien wurden geprüft.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: listing them took more than {seconds} s, as no class&apos;s does. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Nur ein Teil der Zip-Dateien wurde gelesen: ihr Auflisten dauerte mehr als {seconds} s, was bei keiner Klasse vorkommt. Nicht gelesen (unter Dateiprobleme aufgeführt): {zips}; die Dateien der davor aufgeführten Zip-Dateien wurden geprüft.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} words of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Um in ihrem Speicherbudget zu bleiben, hat die Prüfung die längsten Dateien nur teilweise verglichen ({files}, unter Dateiprobleme aufgeführt): sie vergleicht höchstens {units} Wörter einer Datei, und so viel von der Klasse, wie etwa {megabytes} MB Speicher fassen.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} characters of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Um in ihrem Speicherbudget zu bleiben, hat die Prüfung die längsten Dateien nur teilweise verglichen ({files}, unter Dateiprobleme aufgeführt): sie vergleicht höchstens {units} Zeichen einer Datei, und so viel von der Klasse, wie etwa {megabytes} MB Speicher fassen.</translation>
    </message>
    <message>
        <source>the unit must be &apos;word&apos; or &apos;char&apos;, not {value}</source>
        <translation>die Einheit muss „word“ oder „char“ sein, nicht {value}</translation>
    </message>
    <message>
        <source>k must be between 1 and 50 (the length of a run), not {value}</source>
        <translation>die Länge der Folgen (k) muss zwischen 1 und 50 liegen, nicht {value}</translation>
    </message>
    <message>
        <source>num-perm must be between 16 and 1024 (the fingerprints per document), not {value}</source>
        <translation>die Fingerabdrücke pro Dokument (num-perm) müssen zwischen 16 und 1024 liegen, nicht {value}</translation>
    </message>
    <message>
        <source>the threshold must be between 0 and 1, not {value}</source>
        <translation>die Schwelle muss zwischen 0 und 1 liegen, nicht {value}</translation>
    </message>
    <message>
        <source>the smallest overlap kept (min-score) must be between 0 and 1, not {value}</source>
        <translation>die kleinste behaltene Überschneidung (min-score) muss zwischen 0 und 1 liegen, nicht {value}</translation>
    </message>
    <message>
        <source>the lowest threshold (lowest-threshold) must be between 0 and 1, not {value}</source>
        <translation>die niedrigste Schwelle (lowest-threshold) muss zwischen 0 und 1 liegen, nicht {value}</translation>
    </message>
    <message>
        <source>the share of documents that makes a phrase common (common-share) must be between 0 and 1, not {value}</source>
        <translation>der Anteil der Dokumente, der eine Wendung gewöhnlich macht (common-share), muss zwischen 0 und 1 liegen, nicht {value}</translation>
    </message>
    <message>
        <source>give both bands and rows, or neither</source>
        <translation>geben Sie Bänder und Zeilen beide an oder keines von beiden</translation>
    </message>
    <message>
        <source>bands x rows must be at least 1 and at most the fingerprints per document ({num_perm}), not {bands} x {rows}</source>
        <translation>Bänder × Zeilen muss mindestens 1 und höchstens die Fingerabdrücke pro Dokument ({num_perm}) sein, nicht {bands} × {rows}</translation>
    </message>
    <message>
        <source>the gap joined inside a passage and the shortest passage cannot be negative</source>
        <translation>die innerhalb einer Passage überbrückte Lücke und die kürzeste Passage dürfen nicht negativ sein</translation>
    </message>
    <message>
        <source>the long-passage rule&apos;s number of words cannot be negative</source>
        <translation>die Wortzahl der Regel für lange Passagen darf nicht negativ sein</translation>
    </message>
    <message>
        <source>the file size limit must be positive</source>
        <translation>die Größengrenze für Dateien muss positiv sein</translation>
    </message>
    <message>
        <source>the layout must be one of {layouts}, not {value}</source>
        <translation>das Layout muss eines von {layouts} sein, nicht {value}</translation>
    </message>
    <message>
        <source>unknown encoding, or not one a text file is written in: {value}</source>
        <translation>unbekannte Kodierung, oder keine, in der Textdateien geschrieben werden: {value}</translation>
    </message>
</context>
<context>
    <name>PairTable</name>
    <message>
        <source>Document A</source>
        <extracomment>Role giving the row&apos;s PairResult. Header role giving the widest text a column shows, for sizing it (figure columns: &quot;100,000&quot;). The figure (plagcheck.vocabulary key) each figure column shows; the others are &quot;#&quot;, the names, &quot;Listed for&quot; and &quot;Review&quot;.</extracomment>
        <translation>Dokument A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Dokument B</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Aufgeführt wegen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Einschätzung</translation>
    </message>
    <message>
        <source>long passage</source>
        <extracomment>Review states in the order the Review column sorts them (undecided first, as the teacher works through them). Marks a review that has a note, after the state&apos;s label. Stands for &quot;leave this filter as it is&quot; (None is a real value of the state filter: every state). The score of every verified pair, in rank order (also what the histogram counts).</extracomment>
        <translation>langer Passage</translation>
    </message>
    <message>
        <source> Copied text only.</source>
        <translation> Nur kopierter Text.</translation>
    </message>
    <message>
        <source>Why the pair is listed: its score reaches the threshold, or it shares a passage long enough to look at whatever its score.</source>
        <translation>Warum das Paar aufgeführt ist: Sein Wert erreicht die Schwelle, oder es teilt eine Passage, die lang genug ist, um sie unabhängig vom Wert anzusehen.</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Not used</source>
        <translation>Nicht verwendet</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Read in another encoding…</source>
        <translation>In anderer Kodierung lesen…</translation>
    </message>
    <message>
        <source>For a text file whose letters came out wrong: choose how to read it</source>
        <translation>Für eine Textdatei mit falsch dargestellten Buchstaben: wählen, wie sie gelesen wird</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>(the whole scan)</source>
        <translation>(die ganze Prüfung)</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>File problems ({count}): some files changed since this check was saved</source>
        <translation>Dateiprobleme ({count}): Einige Dateien haben sich geändert, seit diese Prüfung gespeichert wurde</translation>
    </message>
    <message>
        <source>File problems ({problems}): these files were not compared, or only partly</source>
        <translation>Dateiprobleme ({problems}): Diese Dateien wurden nicht oder nur teilweise verglichen</translation>
    </message>
    <message>
        <source>File problems: none, every file was read</source>
        <translation>Dateiprobleme: keine, jede Datei wurde gelesen</translation>
    </message>
    <message>
        <source> · 1 note on how files were read (listed last)</source>
        <translation> · 1 Hinweis dazu, wie Dateien gelesen wurden (am Ende)</translation>
    </message>
    <message>
        <source> · {notes} notes on how files were read (listed last)</source>
        <translation> · {notes} Hinweise dazu, wie Dateien gelesen wurden (am Ende)</translation>
    </message>
    <message>
        <source> · the scan could not compare everything as usual (first rows)</source>
        <translation> · die Prüfung konnte nicht alles wie üblich vergleichen (erste Zeilen)</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>Cancel scan</source>
        <translation>Prüfung abbrechen</translation>
    </message>
    <message>
        <source>Stop this scan (Esc)</source>
        <translation>Diese Prüfung anhalten (Esc)</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>Suche nach Dokumenten…</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>references</source>
        <translation>Literatur</translation>
    </message>
    <message>
        <source>Passage {number} of {count}</source>
        <translation>Passage {number} von {count}</translation>
    </message>
    <message>
        <source>ok</source>
        <extracomment>A document&apos;s status (models.DocumentRecord.status) as the report&apos;s tables name it.</extracomment>
        <translation>gelesen</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Template text: did not count</source>
        <extracomment>What the script says of a piece of text by its style bits (report.js), translated into the report&apos;s language.</extracomment>
        <translation>Vorlagentext: hat nicht gezählt</translation>
    </message>
    <message>
        <source>Common text (shared by most of the class): did not count</source>
        <translation>Gemeinsamer Text (von den meisten der Klasse geteilt): hat nicht gezählt</translation>
    </message>
    <message>
        <source>Text several essays have at the same place (a cover sheet, the question): did not count</source>
        <translation>Text, den mehrere Arbeiten an derselben Stelle haben (ein Deckblatt, die Aufgabe): hat nicht gezählt</translation>
    </message>
    <message>
        <source>Quoted, no citation: counted</source>
        <translation>Zitiert, ohne Quellenangabe: zählt</translation>
    </message>
    <message>
        <source>Quoted and cited: did not count</source>
        <translation>Zitiert und belegt: hat nicht gezählt</translation>
    </message>
    <message>
        <source>Reference list</source>
        <translation>Literaturverzeichnis</translation>
    </message>
    <message>
        <source>A word the other side&apos;s passage also has</source>
        <translation>Ein Wort, das auch die Passage der anderen Seite hat</translation>
    </message>
    <message>
        <source>Reworded: the same content in other words or order</source>
        <translation>Umformuliert: derselbe Inhalt in anderen Worten oder anderer Reihenfolge</translation>
    </message>
    <message>
        <source>no quotation counted</source>
        <translation>kein Zitat hat gezählt</translation>
    </message>
    <message>
        <source>quotations with a citation did not count, quotations without one did</source>
        <translation>Zitate mit Quellenangabe haben nicht gezählt, Zitate ohne schon</translation>
    </message>
    <message>
        <source>quotations counted, with a citation or without</source>
        <translation>Zitate haben gezählt, mit oder ohne Quellenangabe</translation>
    </message>
    <message>
        <source>reference lists did not count</source>
        <translation>Literaturverzeichnisse haben nicht gezählt</translation>
    </message>
    <message>
        <source>reference lists counted</source>
        <translation>Literaturverzeichnisse haben gezählt</translation>
    </message>
    <message>
        <source>in this scan {quotations}; {lists}</source>
        <translation>in dieser Prüfung: {quotations}; {lists}</translation>
    </message>
    <message>
        <source>yes (file and folder names; students&apos; names, numbers and e-mail addresses in the texts and notes)</source>
        <translation>ja (Datei- und Ordnernamen; Namen, Nummern und E-Mail-Adressen der Schüler/innen in den Texten und Notizen)</translation>
    </message>
    <message>
        <source>{count} selected</source>
        <translation>{count} ausgewählt</translation>
    </message>
    <message>
        <source>{count} at or above the threshold</source>
        <translation>{count} bei oder über der Schwelle</translation>
    </message>
    <message>
        <source>plagcheck version</source>
        <translation>plagcheck-Version</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Anonymised</source>
        <translation>Anonymisiert</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Review states</source>
        <translation>Einschätzungen</translation>
    </message>
    <message>
        <source>included</source>
        <translation>enthalten</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>nicht enthalten</translation>
    </message>
    <message>
        <source>Pairs compared closely</source>
        <translation>Genau verglichene Paare</translation>
    </message>
    <message>
        <source>Checked pairs kept</source>
        <translation>Behaltene geprüfte Paare</translation>
    </message>
    <message>
        <source>{count} (score ≥ {lowest})</source>
        <translation>{count} (Wert ≥ {lowest})</translation>
    </message>
    <message>
        <source>Template phrases ignored</source>
        <translation>Ignorierte Vorlagenwendungen</translation>
    </message>
    <message>
        <source>Common phrases ignored</source>
        <translation>Ignorierte gemeinsame Wendungen</translation>
    </message>
    <message>
        <source>LSH bands × rows</source>
        <translation>LSH-Bänder × Zeilen</translation>
    </message>
    <message>
        <source>{bands} × {rows} of {permutations}</source>
        <translation>{bands} × {rows} von {permutations}</translation>
    </message>
    <message>
        <source>LSH S-curve midpoint</source>
        <translation>Mitte der LSH-S-Kurve</translation>
    </message>
    <message>
        <source>Similarity report: %(name)s</source>
        <translation>Ähnlichkeitsbericht: %(name)s</translation>
    </message>
    <message>
        <source>Similarity report</source>
        <translation>Ähnlichkeitsbericht</translation>
    </message>
    <message>
        <source>plagcheck %(version)s · written %(when)s · threshold %(threshold)s</source>
        <translation>plagcheck %(version)s · erstellt %(when)s · Schwelle %(threshold)s</translation>
    </message>
    <message>
        <source>JavaScript is off in this browser, so the side-by-side texts are not shown. Every score and the list of shared passages below are complete without it.</source>
        <translation>JavaScript ist in diesem Browser ausgeschaltet, daher werden die Texte nicht nebeneinander angezeigt. Alle Werte und die Liste der gemeinsamen Passagen unten sind auch ohne es vollständig.</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report).</source>
        <translation>Anonymisiert: Dokumentnamen und Dateipfade sind durch „Schüler/in 1“, „Schüler/in 2“, … ersetzt (dieselbe Person hat im ganzen Bericht dieselbe Nummer).</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report; reference-library documents are “Reference n”).</source>
        <translation>Anonymisiert: Dokumentnamen und Dateipfade sind durch „Schüler/in 1“, „Schüler/in 2“, … ersetzt (dieselbe Person hat im ganzen Bericht dieselbe Nummer; Dokumente der Referenzbibliothek heißen „Referenz n“).</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts and the review notes are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Namen, Schülernummern und E-Mail-Adressen in den Texten und in den Notizen zur Einschätzung sind als ███ geschwärzt, wo sie sich erkennen lassen: ein Name, der auch der Name einer Datei oder eines Ordners ist, oder ein Feld wie „Name:“ oder „Schülernummer“.</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Namen, Schülernummern und E-Mail-Adressen in den Texten sind als ███ geschwärzt, wo sie sich erkennen lassen: ein Name, der auch der Name einer Datei oder eines Ordners ist, oder ein Feld wie „Name:“ oder „Schülernummer“.</translation>
    </message>
    <message>
        <source>A name written anywhere else may remain: read the texts before you share this report.</source>
        <translation>Ein Name, der anderswo steht, kann stehen bleiben: Lesen Sie die Texte, bevor Sie diesen Bericht weitergeben.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pair chosen by the person who exported it, whatever its score.</source>
        <translation>Dieser Bericht enthält nur %(num)s Paar, das die exportierende Person ausgewählt hat, unabhängig von seinem Wert.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pairs chosen by the person who exported it, whatever their score.</source>
        <translation>Dieser Bericht enthält nur die %(num)s Paare, die die exportierende Person ausgewählt hat, unabhängig von ihrem Wert.</translation>
    </message>
    <message>
        <source>The threshold (%(threshold)s) is below the lowest score this scan kept (%(lowest)s): pairs scoring between the two were not kept and are not listed.</source>
        <translation>Die Schwelle (%(threshold)s) liegt unter dem niedrigsten Wert, den diese Prüfung behalten hat (%(lowest)s): Paare mit Werten dazwischen wurden nicht behalten und sind nicht aufgeführt.</translation>
    </message>
    <message>
        <source>files (%(compared)s compared)</source>
        <translation>Dateien (%(compared)s verglichen)</translation>
    </message>
    <message>
        <source>source texts compared with them</source>
        <translation>Quelltexte, mit denen sie verglichen wurden</translation>
    </message>
    <message>
        <source>pairs selected</source>
        <translation>ausgewählte Paare</translation>
    </message>
    <message>
        <source>pairs listed at %(threshold)s</source>
        <translation>Paare aufgeführt bei %(threshold)s</translation>
    </message>
    <message>
        <source>pairs at or above %(threshold)s</source>
        <translation>Paare bei %(threshold)s oder mehr</translation>
    </message>
    <message>
        <source>checked pairs kept (score ≥ %(lowest)s)</source>
        <translation>behaltene geprüfte Paare (Wert ≥ %(lowest)s)</translation>
    </message>
    <message>
        <source>files with problems</source>
        <translation>Dateien mit Problemen</translation>
    </message>
    <message>
        <source>How to read this report</source>
        <translation>Wie man diesen Bericht liest</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold, or when the two documents share a passage of at least %(length)s %(units)s whatever its share of a long essay (“Listed for” says which).</source>
        <translation>Jedes Dokument wurde mit jedem anderen verglichen. Ein Paar wird aufgeführt, wenn sein &lt;strong&gt;Wert&lt;/strong&gt; die Schwelle erreicht oder wenn die beiden Dokumente eine Passage von mindestens %(length)s %(units)s teilen, egal welchen Anteil eines langen Aufsatzes sie ausmacht („Aufgeführt wegen“ sagt, was zutrifft).</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold.</source>
        <translation>Jedes Dokument wurde mit jedem anderen verglichen. Ein Paar wird aufgeführt, wenn sein &lt;strong&gt;Wert&lt;/strong&gt; die Schwelle erreicht.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;This report counts copied text only:&lt;/strong&gt; reworded passages are left out of the figures and the texts.</source>
        <translation>&lt;strong&gt;Dieser Bericht zählt nur kopierten Text:&lt;/strong&gt; Umformulierte Passagen sind in den Zahlen und Texten ausgelassen.</translation>
    </message>
    <message>
        <source>Similar text is a reason to look closer, not proof of copying: quotations, set texts and shared templates also match.</source>
        <translation>Ähnlicher Text ist ein Grund, genauer hinzusehen, kein Beweis für Abschreiben: Zitate, vorgegebene Texte und gemeinsame Vorlagen stimmen auch überein.</translation>
    </message>
    <message>
        <source>Shared passages are highlighted in both texts with the same colour, underline style and number.</source>
        <translation>Gemeinsame Passagen sind in beiden Texten mit derselben Farbe, derselben Unterstreichung und derselben Nummer markiert.</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>kopiert</translation>
    </message>
    <message>
        <source>reworded with &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words</source>
        <translation>umformuliert mit &lt;span class=&quot;sw&quot;&gt;gemeinsamen&lt;/span&gt; Wörtern</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, with the words both sides share in bold.</source>
        <translation>%(words)s, gestrichelt umrandet, die Wörter, die beide Seiten haben, fett.</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>übersetzt</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, its two languages named in the list of passages.</source>
        <translation>%(words)s, gestrichelt umrandet, die beiden Sprachen in der Liste der Passagen genannt.</translation>
    </message>
    <message>
        <source>A reworded passage marked &lt;em&gt;%(label)s&lt;/em&gt; was found by its shape: its %(words)s.</source>
        <translation>Eine umformulierte Passage mit der Markierung &lt;em&gt;%(label)s&lt;/em&gt; wurde an ihrer Form erkannt: %(words)s.</translation>
    </message>
    <message>
        <source>In the texts:</source>
        <translation>In den Texten:</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig ig-template&quot;&gt;template text&lt;/span&gt; (given to everyone), &lt;span class=&quot;sample ig ig-common&quot;&gt;common text&lt;/span&gt; (shared by most of the class) and &lt;span class=&quot;sample ig ig-placed&quot;&gt;text several essays have at the same place&lt;/span&gt; (a cover sheet, the question pasted at the top) are greyed: they did not count towards any score.</source>
        <translation>&lt;span class=&quot;sample ig ig-template&quot;&gt;Vorlagentext&lt;/span&gt; (für alle), &lt;span class=&quot;sample ig ig-common&quot;&gt;gemeinsamer Text&lt;/span&gt; (von den meisten der Klasse geteilt) und &lt;span class=&quot;sample ig ig-placed&quot;&gt;Text, den mehrere Arbeiten an derselben Stelle haben&lt;/span&gt; (ein Deckblatt, die oben eingefügte Aufgabe) sind grau: Sie haben bei keinem Wert gezählt.</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;a quotation with a citation beside it&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;a quotation without one&lt;/span&gt; and &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;a reference list&lt;/span&gt; are marked with a side rule and a label; %(counted)s (see the scan settings).</source>
        <translation>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;Ein Zitat mit Quellenangabe daneben&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;ein Zitat ohne&lt;/span&gt; und &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;ein Literaturverzeichnis&lt;/span&gt; sind mit einem seitlichen Strich und einer Beschriftung markiert; %(counted)s (siehe die Einstellungen der Prüfung).</translation>
    </message>
    <message>
        <source>Documents marked &lt;span class=&quot;ref-tag&quot;&gt;reference: …&lt;/span&gt; come from the reference library (earlier years, sources) and were compared with the class only.</source>
        <translation>Mit &lt;span class=&quot;ref-tag&quot;&gt;Referenz: …&lt;/span&gt; markierte Dokumente stammen aus der Referenzbibliothek (frühere Jahrgänge, Quellen) und wurden nur mit der Klasse verglichen.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Wie es funktioniert (für Fortgeschrittene)</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Document A</source>
        <translation>Dokument A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Dokument B</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Aufgeführt wegen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Einschätzung</translation>
    </message>
    <message>
        <source>chosen by hand</source>
        <extracomment>The columns of a scan counted in words (the default unit), in English. Added after the other columns when the export carries reviews (in English). A spreadsheet runs a cell starting with one of these as a formula; file names are student-controlled.</extracomment>
        <translation>von Hand ausgewählt</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <source>No pair was selected.</source>
        <translation>Es wurde kein Paar ausgewählt.</translation>
    </message>
    <message>
        <source>No pair scores at or above %(threshold)s.</source>
        <translation>Kein Paar erreicht %(threshold)s.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s group of three or more.</source>
        <translation>Schüler/innen, verbunden durch eine Kette der Paare oben: %(num)s Gruppe aus drei oder mehr.</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s groups of three or more.</source>
        <translation>Schüler/innen, verbunden durch eine Kette der Paare oben: %(num)s Gruppen aus drei oder mehr.</translation>
    </message>
    <message>
        <source>Each line is a pair, thicker for a higher score; its colour and dash pattern give the review state:</source>
        <translation>Jede Linie ist ein Paar, dicker bei höherem Wert; Farbe und Strichmuster geben die Einschätzung an:</translation>
    </message>
    <message>
        <source>Reference documents join no group.</source>
        <translation>Referenzdokumente gehören zu keiner Gruppe.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;Group %(number)s&lt;/strong&gt;: %(students)s students, highest score %(score)s.</source>
        <translation>&lt;strong&gt;Gruppe %(number)s&lt;/strong&gt;: %(students)s Schüler/innen, höchster Wert %(score)s.</translation>
    </message>
    <message>
        <source>Scores of all checked pairs</source>
        <translation>Werte aller geprüften Paare</translation>
    </message>
    <message>
        <source>Bars count the checked pairs by score; solid bars hold pairs at or above the threshold (dashed line), hatched bars pairs below it. Pairs scoring under %(lowest)s are not kept by the scan and not counted.</source>
        <translation>Die Balken zählen die geprüften Paare nach Wert; volle Balken enthalten Paare bei oder über der Schwelle (gestrichelte Linie), schraffierte Balken Paare darunter. Paare mit Werten unter %(lowest)s behält die Prüfung nicht und zählt sie nicht.</translation>
    </message>
    <message>
        <source>Files with problems</source>
        <translation>Dateien mit Problemen</translation>
    </message>
    <message>
        <source>The whole scan:</source>
        <translation>Die ganze Prüfung:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
    <message>
        <source>no text to compare</source>
        <translation>kein Text zum Vergleichen</translation>
    </message>
    <message>
        <source>template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>no text: nothing of it was ignored</source>
        <translation>kein Text: Nichts davon wurde ausgelassen</translation>
    </message>
    <message>
        <source>Every file was read without a problem.</source>
        <translation>Jede Datei wurde ohne Probleme gelesen.</translation>
    </message>
    <message>
        <source>Notes on how files were read</source>
        <translation>Hinweise dazu, wie Dateien gelesen wurden</translation>
    </message>
    <message>
        <source>These files were read in full and compared; the notes are for information.</source>
        <translation>Diese Dateien wurden vollständig gelesen und verglichen; die Hinweise dienen zur Information.</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Einstellungen der Prüfung</translation>
    </message>
    <message>
        <source>This report</source>
        <translation>Dieser Bericht</translation>
    </message>
    <message>
        <source>Advanced: the method&apos;s settings</source>
        <translation>Für Fortgeschrittene: die Einstellungen der Methode</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Eingaben</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>(identical to #%(number)s)</source>
        <translation>(identisch mit Nr. %(number)s)</translation>
    </message>
    <message>
        <source>(not on the class list)</source>
        <translation>(nicht auf der Klassenliste)</translation>
    </message>
    <message>
        <source>(its cover sheet names %(name)s)</source>
        <translation>(das Deckblatt nennt %(name)s)</translation>
    </message>
    <message>
        <source>earlier attempt, not checked: %(file)s</source>
        <translation>früherer Versuch, nicht geprüft: %(file)s</translation>
    </message>
    <message>
        <source>not compared: %(file)s</source>
        <translation>nicht verglichen: %(file)s</translation>
    </message>
    <message>
        <source>The class list</source>
        <translation>Die Klassenliste</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s student, of whom %(present)s handed work in.</source>
        <translation>Die Schüler/innen sind so benannt wie in der Klassenliste %(file)s (%(kind)s): Sie führt %(num)s Person auf, davon hat %(present)s eine Arbeit abgegeben.</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s students, of whom %(present)s handed work in.</source>
        <translation>Die Schüler/innen sind so benannt wie in der Klassenliste %(file)s (%(kind)s): Sie führt %(num)s Personen auf, davon haben %(present)s eine Arbeit abgegeben.</translation>
    </message>
    <message>
        <source>On the class list, handed nothing in</source>
        <translation>Auf der Klassenliste, nichts abgegeben</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>E-Mail-Adresse</translation>
    </message>
    <message>
        <source>Every student on the class list handed work in.</source>
        <translation>Alle auf der Klassenliste haben eine Arbeit abgegeben.</translation>
    </message>
    <message>
        <source>Not on the class list: these files matched no student on it, and keep their own names.</source>
        <translation>Nicht auf der Klassenliste: Diese Dateien passen zu niemandem auf der Liste und behalten ihre eigenen Namen.</translation>
    </message>
    <message>
        <source>Template files</source>
        <translation>Vorlagendateien</translation>
    </message>
    <message>
        <source>Text given to everyone (the assignment, a template): wherever it occurs in a document it did not count.</source>
        <translation>Text, den alle bekommen haben (die Aufgabe, eine Vorlage): Wo immer er in einem Dokument vorkommt, hat er nicht gezählt.</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Pairs side by side</source>
        <translation>Die Paare nebeneinander</translation>
    </message>
    <message>
        <source>Pair %(rank)s: %(a)s and %(b)s</source>
        <translation>Paar %(rank)s: %(a)s und %(b)s</translation>
    </message>
    <message>
        <source>← previous pair</source>
        <translation>← voriges Paar</translation>
    </message>
    <message>
        <source>pair list</source>
        <translation>Liste der Paare</translation>
    </message>
    <message>
        <source>next pair →</source>
        <translation>nächstes Paar →</translation>
    </message>
    <message>
        <source>Print this pair</source>
        <translation>Dieses Paar drucken</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s, anonymised).</source>
        <translation>Aus dem Ähnlichkeitsbericht, erstellt von plagcheck %(version)s am %(when)s (Schwelle %(threshold)s, anonymisiert).</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s).</source>
        <translation>Aus dem Ähnlichkeitsbericht, erstellt von plagcheck %(version)s am %(when)s (Schwelle %(threshold)s).</translation>
    </message>
    <message>
        <source>Teacher’s note:</source>
        <translation>Notiz der Lehrkraft:</translation>
    </message>
    <message>
        <source>Compared only in part:</source>
        <translation>Nur teilweise verglichen:</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Vorige Passage</translation>
    </message>
    <message>
        <source>%(num)s passage</source>
        <translation>%(num)s Passage</translation>
    </message>
    <message>
        <source>%(num)s passages</source>
        <translation>%(num)s Passagen</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Nächste Passage ▶</translation>
    </message>
    <message>
        <source>Click a highlighted passage to bring its twin into view · keys n / p: next / previous passage, N / P: next / previous pair</source>
        <translation>Klicken Sie auf eine markierte Passage, um ihr Gegenstück sichtbar zu machen · Tasten n / p: nächste / vorige Passage, N / P: nächstes / voriges Paar</translation>
    </message>
    <message>
        <source>reworded, &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words bold</source>
        <translation>umformuliert, &lt;span class=&quot;sw&quot;&gt;gemeinsame&lt;/span&gt; Wörter fett</translation>
    </message>
    <message>
        <source>Also shown:</source>
        <translation>Außerdem markiert:</translation>
    </message>
    <message>
        <source>template text</source>
        <translation>Vorlagentext</translation>
    </message>
    <message>
        <source>common text</source>
        <translation>gemeinsamer Text</translation>
    </message>
    <message>
        <source>text at the same place in several essays</source>
        <translation>Text an derselben Stelle in mehreren Arbeiten</translation>
    </message>
    <message>
        <source>(greyed: did not count)</source>
        <translation>(grau: hat nicht gezählt)</translation>
    </message>
    <message>
        <source>quoted and cited</source>
        <translation>zitiert und belegt</translation>
    </message>
    <message>
        <source>(did not count)</source>
        <translation>(hat nicht gezählt)</translation>
    </message>
    <message>
        <source>quoted, no citation</source>
        <extracomment>How alike its two sides are, written as a percentage. What a passage standing on its shape stands on, in plain words (vocabulary.basis_text), else &quot;&quot;. Its kind in plain words: &quot;copied&quot;, &quot;reworded&quot;, &quot;translated (French ← English)&quot; (vocabulary.kind_text). The teacher&apos;s review, or None when the report carries no reviews. The common-source sentence when both students match the same reference, else &quot;&quot;. The kinds of specially shown text in either side (&quot;template&quot;, &quot;quote&quot;...), for the pair&apos;s legend. Every figure of the pair as shown, in plagcheck.vocabulary.FIGURES order. Why the pair is listed, in plain words (&quot;&quot; for a pair selected by hand). True when it is listed for a long passage only (its score is below the threshold). The labels the style sheet writes before quotations and reference lists (report.css, `content:`).</extracomment>
        <translation>zitiert, ohne Quellenangabe</translation>
    </message>
    <message>
        <source>reference list</source>
        <translation>Literaturverzeichnis</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>How alike the two sides are</source>
        <translation>Wie ähnlich sich die beiden Seiten sind</translation>
    </message>
    <message>
        <source>Alike</source>
        <translation>Ähnlich</translation>
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
        <translation>Beginnt (in A)</translation>
    </message>
    <message>
        <source>No passage long enough to list: the shared wording is scattered in short pieces.</source>
        <translation>Keine Passage lang genug zum Aufführen: Die gemeinsamen Formulierungen sind in kurzen Stücken verstreut.</translation>
    </message>
    <message>
        <source>Written by plagcheck %(version)s on %(when)s. This file is self-contained: it loads nothing from the network and needs nothing beside it.</source>
        <translation>Erstellt von plagcheck %(version)s am %(when)s. Diese Datei ist in sich geschlossen: Sie lädt nichts aus dem Netz und braucht nichts daneben.</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>{rowCount} of {total_pairs} checked pairs listed</source>
        <translation>{rowCount} von {total_pairs} geprüften Paaren aufgeführt</translation>
    </message>
    <message>
        <source>; {passage_only} of them below the threshold, listed for a shared passage of {passage_words}+ {units}</source>
        <translation>; davon {passage_only} unter der Schwelle, aufgeführt wegen einer gemeinsamen Passage von {passage_words}+ {units}</translation>
    </message>
    <message>
        <source> (copied text only)</source>
        <translation> (nur kopierter Text)</translation>
    </message>
    <message>
        <source>No pair reaches the threshold. Lower it with the slider to see more.</source>
        <extracomment>The current result (the main controller&apos;s), the settings and a way to keep new ones without a rescan, and the paths scanned (for the title).</extracomment>
        <translation>Kein Paar erreicht die Schwelle. Senken Sie sie mit dem Schieberegler, um mehr zu sehen.</translation>
    </message>
    <message>
        <source>{names}[*] — plagcheck</source>
        <translation>{names}[*] — plagcheck</translation>
    </message>
    <message>
        <source>No scan yet</source>
        <translation>Noch keine Prüfung</translation>
    </message>
    <message>
        <source>{pairs} listed</source>
        <translation>{pairs} aufgeführt</translation>
    </message>
    <message>
        <source>{figures} · {problems} with problems · {pair} listed at {threshold} · {total_pairs} checked</source>
        <translation>{figures} · {problems} mit Problemen · {pair} aufgeführt bei {threshold} · {total_pairs} geprüft</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Show pairs sharing at least</source>
        <translation>Paare zeigen ab einem gemeinsamen Anteil von</translation>
    </message>
    <message>
        <source>Drag to show fewer or more pairs. No rescan is needed.</source>
        <translation>Ziehen, um weniger oder mehr Paare zu zeigen. Keine neue Prüfung nötig.</translation>
    </message>
    <message>
        <source>The exact threshold: a pair is shown when this share of either document is found in the other.</source>
        <translation>Die genaue Schwelle: Ein Paar wird gezeigt, wenn dieser Anteil eines der beiden Dokumente im anderen vorkommt.</translation>
    </message>
    <message>
        <source>Pairs sharing less than {lowest:g}% were dropped by the scan; lower “Smallest overlap kept” in Settings and rescan to see them.</source>
        <translation>Paare, die weniger als {lowest:g} % teilen, hat die Prüfung verworfen; senken Sie „Kleinste behaltene Überschneidung“ in den Einstellungen und prüfen Sie erneut, um sie zu sehen.</translation>
    </message>
    <message>
        <source>Show only the pairs in one review state</source>
        <translation>Nur die Paare mit einer bestimmten Einschätzung zeigen</translation>
    </message>
    <message>
        <source>All review states</source>
        <translation>Alle Einschätzungen</translation>
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>Nach Namen filtern…</translation>
    </message>
    <message>
        <source>&lt;a href=&apos;guide&apos;&gt;How to read these results&lt;/a&gt;</source>
        <translation>&lt;a href=&apos;guide&apos;&gt;Wie man diese Ergebnisse liest&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The built-in guide: the scores, the colours, what a score does and does not prove, and how to review a pair fairly (F1)</source>
        <translation>Der eingebaute Leitfaden: die Werte, die Farben, was ein Wert beweist und was nicht, und wie man ein Paar fair einschätzt (F1)</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Your note on this pair (kept with its review; reports include it):</source>
        <translation>Ihre Notiz zu diesem Paar (wird mit der Einschätzung aufbewahrt; Berichte enthalten sie):</translation>
    </message>
    <message>
        <source>Note on {name_a} and {name_b}</source>
        <extracomment>The book changed (a state or a note was set).</extracomment>
        <translation>Notiz zu {name_a} und {name_b}</translation>
    </message>
</context>
<context>
    <name>ReviewState</name>
    <message>
        <source>Not reviewed</source>
        <translation>Nicht geprüft</translation>
    </message>
    <message>
        <source>Not plagiarism</source>
        <translation>Kein Plagiat</translation>
    </message>
    <message>
        <source>Needs a conversation</source>
        <translation>Gespräch nötig</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>the layout recognised from the file names</source>
        <extracomment>What was read: the label&apos;s file part (&quot;Extended writing.docx + 1 more file&quot;), or the file&apos;s name. When the checked attempt was handed in, as the platform says (&quot;&quot; when it does not). True on the class list, False not on it, None without a list. A student on the class list who handed nothing in (no document: doc_id is -1). The name the submission&apos;s cover sheet gives, offered (never taken); &quot;&quot; for none. The name the files gave the student before the class list did (&quot;dupontmarie&quot;), or &quot;&quot;. The files read, one per line, for the tooltip. The id the class list gives the student (&quot;&quot; when the list could not tell which of several it is). A set-aside file&apos;s kind in a word or two, by the start of its reason (a re-upload&apos;s reason ends SAME_FILE_END). How each layout reads in a sentence (&quot;Read as a Moodle download&quot;), by its key (engine/reading/layouts.py).</extracomment>
        <translation>die an den Dateinamen erkannte Anordnung</translation>
    </message>
    <message>
        <source>a Moodle download</source>
        <translation>Moodle-Download</translation>
    </message>
    <message>
        <source>a Canvas download</source>
        <translation>Canvas-Download</translation>
    </message>
    <message>
        <source>a Blackboard Learn download</source>
        <translation>Blackboard-Learn-Download</translation>
    </message>
    <message>
        <source>a Brightspace (D2L) download</source>
        <translation>Brightspace-(D2L)-Download</translation>
    </message>
    <message>
        <source>a Google Classroom folder</source>
        <translation>Google-Classroom-Ordner</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Microsoft-Teams-Aufgabendateien</translation>
    </message>
    <message>
        <source>one folder per student</source>
        <translation>ein Ordner pro Person</translation>
    </message>
    <message>
        <source>one file per submission</source>
        <translation>eine Datei pro Abgabe</translation>
    </message>
    <message>
        <source>No learning platform&apos;s download was recognised: each file is one submission.</source>
        <translation>Kein Download einer Lernplattform erkannt: Jede Datei ist eine Abgabe.</translation>
    </message>
    <message>
        <source>Read as {layout}, but no file fitted it.</source>
        <translation>Gelesen als {layout}, aber keine Datei passte dazu.</translation>
    </message>
    <message>
        <source>{layout} ({students})</source>
        <translation>{layout} ({students})</translation>
    </message>
    <message>
        <source>{student} handed in {files}: they are read together as one submission</source>
        <translation>{student} hat {files} abgegeben: Sie werden zusammen als eine Abgabe gelesen</translation>
    </message>
    <message>
        <source>{student} and {others} handed in {files}: each student&apos;s are read together as one submission</source>
        <translation>{student} und {others} haben {files} abgegeben: Die Dateien jeder Person werden zusammen als eine Abgabe gelesen</translation>
    </message>
    <message>
        <source>{attempts} listed, not checked (the latest is)</source>
        <translation>{attempts} aufgeführt, nicht geprüft (der letzte schon)</translation>
    </message>
    <message>
        <source>{files} handed in twice by the same student, read once</source>
        <translation>{files} von derselben Person doppelt abgegeben, einmal gelesen</translation>
    </message>
    <message>
        <source>{files} handed in twice by its student, read once</source>
        <translation>{files} von ihrer Schülerin oder ihrem Schüler zweimal abgegeben, einmal gelesen</translation>
    </message>
    <message>
        <source>{files} of the platform&apos;s own (receipts, index pages, links) not compared</source>
        <translation>{files} der Plattform selbst (Belege, Indexseiten, Links) nicht verglichen</translation>
    </message>
    <message>
        <source>{files} named no student and are checked on their own</source>
        <translation>{files} nennen niemanden und werden für sich geprüft</translation>
    </message>
    <message>
        <source>{files} named no student and is checked on its own</source>
        <translation>{files} nennt niemanden und wird für sich geprüft</translation>
    </message>
    <message>
        <source>Read as {layouts}.</source>
        <translation>Gelesen als {layouts}.</translation>
    </message>
    <message>
        <source>{sheets} name a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} nennen eine Person: in der Spalte Schüler/in vorgeschlagen, nicht übernommen (wählen Sie Datei → Klassenliste…, um die Schüler/innen zu benennen).</translation>
    </message>
    <message>
        <source>{sheets} names a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} nennt eine Person: in der Spalte Schüler/in vorgeschlagen, nicht übernommen (wählen Sie Datei → Klassenliste…, um die Schüler/innen zu benennen).</translation>
    </message>
    <message>
        <source>Names from the class list {file} ({kind}): {present} of its {students} handed work in</source>
        <translation>Namen aus der Klassenliste {file} ({kind}): {present} von {students} haben eine Arbeit abgegeben</translation>
    </message>
    <message>
        <source>; {absent} handed nothing in (listed with the students)</source>
        <translation>; nichts abgegeben: {absent} (bei den Schüler/innen aufgeführt)</translation>
    </message>
    <message>
        <source>. {files} match no one on it and keep their own names</source>
        <translation>. {files} passen zu niemandem auf der Liste und behalten ihre eigenen Namen</translation>
    </message>
    <message>
        <source>. {files} matches no one on it and keeps its own name</source>
        <translation>. {files} passt zu niemandem auf der Liste und behält ihren eigenen Namen</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>plagcheck checks ({pattern})</source>
        <translation>plagcheck-Prüfungen ({pattern})</translation>
    </message>
    <message>
        <source>Unsaved reviews</source>
        <translation>Ungespeicherte Einschätzungen</translation>
    </message>
    <message>
        <source>You reviewed pairs since this check was last saved. Save the check with its reviews?</source>
        <translation>Sie haben Paare eingeschätzt, seit diese Prüfung zuletzt gespeichert wurde. Die Prüfung mit ihren Einschätzungen speichern?</translation>
    </message>
    <message>
        <source>the file could not be read ({kind})</source>
        <translation>die Datei konnte nicht gelesen werden ({kind})</translation>
    </message>
    <message>
        <source>Scan a folder first: there is no check to save yet.</source>
        <extracomment>A check was opened: the OpenedSession and the file&apos;s path. A check was saved to or opened from this path (for the recent list). Whether there are changes not saved yet (the window&apos;s title shows a *). A check could not be opened: its path and why (the teacher was shown the reason). The openings running (kept so their signals&apos; objects live until they report). The check file last saved or opened: the next save offers it again. The teacher changed a review since the check was last saved or opened.</extracomment>
        <translation>Prüfen Sie zuerst einen Ordner: Es gibt noch keine Prüfung zum Speichern.</translation>
    </message>
    <message>
        <source>Save check</source>
        <translation>Prüfung speichern</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>The check could not be saved to {target}: {exc}</source>
        <translation>Die Prüfung konnte nicht in {target} gespeichert werden: {exc}</translation>
    </message>
    <message>
        <source>Saved the check to {written}</source>
        <translation>Prüfung in {written} gespeichert</translation>
    </message>
    <message>
        <source>Open check</source>
        <translation>Prüfung öffnen</translation>
    </message>
    <message>
        <source>{checks};;All files (*)</source>
        <translation>{checks};;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opening the check {path}…</source>
        <translation>Prüfung {path} wird geöffnet…</translation>
    </message>
    <message>
        <source>Cannot open the check</source>
        <translation>Die Prüfung lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>{path} could not be opened: {reason}</source>
        <translation>{path} konnte nicht geöffnet werden: {reason}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Einstellungen der Prüfung</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Wie Dokumente verglichen werden</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Compare by:</source>
        <translation>Vergleichen nach:</translation>
    </message>
    <message>
        <source>Words suits essays in languages written with spaces. Characters works for any language (use it for Chinese or Japanese) and survives small spelling changes, but scans more slowly.</source>
        <translation>Wörter eignen sich für Texte in Sprachen, die mit Leerzeichen geschrieben werden. Zeichen funktionieren für jede Sprache (nehmen Sie sie für Chinesisch oder Japanisch) und überstehen kleine Rechtschreibänderungen, aber die Prüfung dauert länger.</translation>
    </message>
    <message>
        <source>Automatic ({word} words / {char} characters)</source>
        <translation>Automatisch ({word} Wörter / {char} Zeichen)</translation>
    </message>
    <message>
        <source>Run length:</source>
        <translation>Folgenlänge:</translation>
    </message>
    <message>
        <source>How many words (or characters) in a row must be identical to count as shared. Shorter runs find more, but also flag common phrases; longer runs miss lightly reworded copying.</source>
        <translation>Wie viele Wörter (oder Zeichen) hintereinander gleich sein müssen, um als gemeinsam zu zählen. Kürzere Folgen finden mehr, markieren aber auch gängige Wendungen; längere übersehen leicht umformuliertes Abschreiben.</translation>
    </message>
    <message>
        <source>Fingerprints per document:</source>
        <translation>Fingerabdrücke pro Dokument:</translation>
    </message>
    <message>
        <source>The quick first pass compares short fingerprints before the exact check. More fingerprints make that pass more reliable and the scan slower; 128 is plenty for a class.</source>
        <translation>Der schnelle erste Durchgang vergleicht kurze Fingerabdrücke vor der genauen Prüfung. Mehr Fingerabdrücke machen ihn zuverlässiger und die Prüfung langsamer; 128 reichen für eine Klasse völlig.</translation>
    </message>
    <message>
        <source>Smallest overlap kept:</source>
        <translation>Kleinste behaltene Überschneidung:</translation>
    </message>
    <message>
        <source>Pairs sharing less than this share of either document are dropped by the scan. The threshold slider moves freely above it; going below it needs a new scan.</source>
        <translation>Paare, die weniger als diesen Anteil eines der beiden Dokumente teilen, verwirft die Prüfung. Der Schieberegler der Schwelle bewegt sich darüber frei; darunter braucht es eine neue Prüfung.</translation>
    </message>
    <message>
        <source>Quick pass tuned for:</source>
        <translation>Schneller Durchgang eingestellt auf:</translation>
    </message>
    <message>
        <source>How alike two whole documents must be for the quick first pass to be almost sure to check them. Copied paragraphs inside long documents are found by a separate passage search either way. Lower finds more and scans more slowly.</source>
        <translation>Wie ähnlich sich zwei ganze Dokumente sein müssen, damit der schnelle erste Durchgang sie fast sicher prüft. Kopierte Absätze in langen Dokumenten findet ohnehin eine eigene Passagensuche. Niedriger findet mehr und prüft langsamer.</translation>
    </message>
    <message>
        <source>Cleaning up the text first</source>
        <translation>Den Text zuerst bereinigen</translation>
    </message>
    <message>
        <source>Treat look-alike letters from other alphabets as the same</source>
        <translation>Verwechselbare Buchstaben aus anderen Alphabeten als gleich behandeln</translation>
    </message>
    <message>
        <source>Catches a known trick: swapping Latin letters for identical-looking Cyrillic or Greek ones.</source>
        <translation>Fängt einen bekannten Trick ab: lateinische Buchstaben durch gleich aussehende kyrillische oder griechische ersetzen.</translation>
    </message>
    <message>
        <source>Join words split by a hyphen at the end of a line</source>
        <translation>Am Zeilenende getrennte Wörter zusammenfügen</translation>
    </message>
    <message>
        <source>Common in text taken from PDFs: “assign- ment” is read as “assignment”.</source>
        <translation>Häufig in Text aus PDFs: „Auf- gabe“ wird als „Aufgabe“ gelesen.</translation>
    </message>
    <message>
        <source>Each sub-folder is one student&apos;s submission</source>
        <translation>Jeder Unterordner ist die Abgabe einer Person</translation>
    </message>
    <message>
        <source>Use this when every student has a folder with several files: they are compared as one document. A learning platform&apos;s download (Moodle, Canvas…) is recognised without it: see the Class tab.</source>
        <translation>Nutzen Sie das, wenn jede Person einen Ordner mit mehreren Dateien hat: Sie werden als ein Dokument verglichen. Der Download einer Lernplattform (Moodle, Canvas…) wird auch ohne das erkannt: siehe Registerkarte Klasse.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying</source>
        <translation>Gemeinsamer Text, der kein Abschreiben ist</translation>
    </message>
    <message>
        <source>Leave out quotations (in quotation marks, or formatted as a quote)</source>
        <translation>Zitate auslassen (in Anführungszeichen oder als Zitat formatiert)</translation>
    </message>
    <message>
        <source>Leave out quotations with a citation beside them (“…” (Hartley, 2023), [3], a note number)</source>
        <translation>Zitate mit Quellenangabe daneben auslassen („…“ (Hartley, 2023), [3], eine Fußnotenzahl)</translation>
    </message>
    <message>
        <source>Leave out reference lists and in-text citations (References, Works Cited…, “(Hartley, 2023)”)</source>
        <translation>Literaturverzeichnisse und Quellenangaben im Text auslassen (Literatur, Quellen…, „(Hartley, 2023)“)</translation>
    </message>
    <message>
        <source>Quotations and reference lists are always shown in their own style; these choose whether they count towards the scores. A quotation with no citation is still copied text, so it counts unless you leave out every quotation.</source>
        <translation>Zitate und Literaturverzeichnisse werden immer in eigenem Stil angezeigt; diese Optionen bestimmen, ob sie in die Werte eingehen. Ein Zitat ohne Quellenangabe ist trotzdem kopierter Text und zählt, außer Sie lassen alle Zitate aus.</translation>
    </message>
    <message>
        <source> % of the class</source>
        <translation> % der Klasse</translation>
    </message>
    <message>
        <source>Ignore text found in more than:</source>
        <translation>Text ignorieren, den mehr haben als:</translation>
    </message>
    <message>
        <source>Phrases nearly everyone wrote (a heading, a standard sentence) are greyed and not counted. It only applies to classes of 10 or more, so a small group copying from each other is never hidden. Text three or more students have at the same place at the top (a cover sheet, the question) is greyed in a class of any size; Off switches both off.</source>
        <translation>Wendungen, die fast alle geschrieben haben (eine Überschrift, ein Standardsatz), werden grau und zählen nicht. Das gilt nur für Klassen ab 10 Personen, damit eine kleine Gruppe, die untereinander abschreibt, nie verborgen wird. Text, den drei oder mehr Personen an derselben Stelle am Anfang haben (ein Deckblatt, die Aufgabe), wird in einer Klasse jeder Größe grau; Aus schaltet beides ab.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> Wörter</translation>
    </message>
    <message>
        <source>Ignore matches shorter than:</source>
        <translation>Übereinstimmungen ignorieren, kürzer als:</translation>
    </message>
    <message>
        <source>A few identical words in a row happen by chance. Shorter runs still count when they sit next to a longer copied one (an edited copy).</source>
        <translation>Ein paar gleiche Wörter hintereinander kommen zufällig vor. Kürzere Folgen zählen trotzdem, wenn sie an eine längere kopierte grenzen (eine bearbeitete Kopie).</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Gemeinsame Passagen</translation>
    </message>
    <message>
        <source>Shortest passage shown:</source>
        <translation>Kürzeste angezeigte Passage:</translation>
    </message>
    <message>
        <source>Join passages separated by up to:</source>
        <translation>Passagen verbinden bei einem Abstand bis:</translation>
    </message>
    <message>
        <source>Copied text with a few words changed shows as one passage instead of many small ones.</source>
        <translation>Kopierter Text mit ein paar geänderten Wörtern wird als eine Passage statt vieler kleiner angezeigt.</translation>
    </message>
    <message>
        <source>Also look for reworded copying</source>
        <translation>Auch nach umformuliertem Abschreiben suchen</translation>
    </message>
    <message>
        <source>Finds passages with the same content in other words or another order (paraphrased, shuffled, synonyms swapped), and shows them apart from copied ones. Off: only text copied word for word, or nearly, is found. “Show copied passages only” in the View menu hides them without a new scan.</source>
        <translation>Findet Passagen mit demselben Inhalt in anderen Worten oder anderer Reihenfolge (paraphrasiert, umgestellt, Synonyme getauscht) und zeigt sie getrennt von kopierten. Aus: Nur wörtlich oder fast wörtlich kopierter Text wird gefunden. „Nur kopierte Passagen zeigen“ im Menü Ansicht blendet sie ohne neue Prüfung aus.</translation>
    </message>
    <message>
        <source>List any pair sharing a passage of:</source>
        <translation>Jedes Paar aufführen, das eine Passage teilt von:</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when the two documents share a passage at least this long: a copied paragraph is a small share of a long essay, but it is still copied.</source>
        <translation>Ein Paar wird unabhängig von seinem Wert aufgeführt, wenn die beiden Dokumente eine mindestens so lange Passage teilen: Ein kopierter Absatz ist ein kleiner Anteil eines langen Aufsatzes, aber trotzdem kopiert.</translation>
    </message>
    <message>
        <source>How documents are compared.</source>
        <translation>Wie Dokumente verglichen werden.</translation>
    </message>
    <message>
        <source>What is tidied in the text before comparing.</source>
        <translation>Was vor dem Vergleich im Text bereinigt wird.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying.</source>
        <translation>Text, der gemeinsam ist, aber kein Abschreiben.</translation>
    </message>
    <message>
        <source>How shared passages are shown.</source>
        <translation>Wie gemeinsame Passagen angezeigt werden.</translation>
    </message>
    <message>
        <source>The language of the window, its guide and the reports it exports.</source>
        <translation>Die Sprache des Fensters, seines Leitfadens und der Berichte, die es exportiert.</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>Bereinigung</translation>
    </message>
    <message>
        <source>Not copying</source>
        <translation>Kein Abschreiben</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passagen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s language ({language})</source>
        <translation>Sprache des Systems ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>A new language takes effect the next time plagcheck starts. Numbers and dates are written as the language writes them.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von plagcheck. Zahlen und Daten werden so geschrieben, wie diese Sprache sie schreibt.</translation>
    </message>
</context>
<context>
    <name>SettingsTable</name>
    <message>
        <source>Texts compared by</source>
        <translation>Texte verglichen nach</translation>
    </message>
    <message>
        <source>Shingle length</source>
        <translation>Shingle-Länge</translation>
    </message>
    <message>
        <source>MinHash permutations</source>
        <translation>MinHash-Permutationen</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Zufallswert (Seed)</translation>
    </message>
    <message>
        <source>Scan&apos;s threshold</source>
        <translation>Schwelle der Prüfung</translation>
    </message>
    <message>
        <source>Lowest score kept</source>
        <translation>Niedrigster behaltener Wert</translation>
    </message>
    <message>
        <source>Whole-document LSH tuned for Jaccard</source>
        <translation>LSH über ganze Dokumente eingestellt auf Jaccard</translation>
    </message>
    <message>
        <source>LSH bands (chosen)</source>
        <translation>LSH-Bänder (gewählt)</translation>
    </message>
    <message>
        <source>LSH rows per band (chosen)</source>
        <translation>LSH-Zeilen pro Band (gewählt)</translation>
    </message>
    <message>
        <source>Gap bridged between shared runs (words)</source>
        <translation>Überbrückte Lücke zwischen gemeinsamen Folgen (Wörter)</translation>
    </message>
    <message>
        <source>Shortest exact run that counts (words)</source>
        <translation>Kürzeste genaue Folge, die zählt (Wörter)</translation>
    </message>
    <message>
        <source>Shortest passage listed (words)</source>
        <translation>Kürzeste aufgeführte Passage (Wörter)</translation>
    </message>
    <message>
        <source>Reworded copying looked for</source>
        <translation>Nach umformuliertem Abschreiben gesucht</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when it shares a passage of at least (words)</source>
        <translation>Ein Paar wird unabhängig vom Wert aufgeführt, wenn es eine Passage teilt von mindestens (Wörter)</translation>
    </message>
    <message>
        <source>Copied text only (reworded passages left out of this report)</source>
        <translation>Nur kopierter Text (umformulierte Passagen in diesem Bericht ausgelassen)</translation>
    </message>
    <message>
        <source>Ignored as common text when shared by more than</source>
        <translation>Als gemeinsamer Text ignoriert, wenn geteilt von mehr als</translation>
    </message>
    <message>
        <source>Template files (their text never counts)</source>
        <translation>Vorlagendateien (ihr Text zählt nie)</translation>
    </message>
    <message>
        <source>Sources marked in the class folder (compared, never grouped as students)</source>
        <translation>Im Klassenordner markierte Quellen (verglichen, nie als Schüler/innen gruppiert)</translation>
    </message>
    <message>
        <source>Reference library collections compared</source>
        <translation>Verglichene Sammlungen der Referenzbibliothek</translation>
    </message>
    <message>
        <source>Reference library file</source>
        <translation>Datei der Referenzbibliothek</translation>
    </message>
    <message>
        <source>Institution archives compared</source>
        <translation>Verglichene Archive von Einrichtungen</translation>
    </message>
    <message>
        <source>Quotations left out of the scores</source>
        <translation>Zitate aus den Werten ausgelassen</translation>
    </message>
    <message>
        <source>Quotations with a citation left out of the scores</source>
        <translation>Zitate mit Quellenangabe aus den Werten ausgelassen</translation>
    </message>
    <message>
        <source>Reference lists and in-text citations left out of the scores</source>
        <translation>Literaturverzeichnisse und Quellenangaben im Text aus den Werten ausgelassen</translation>
    </message>
    <message>
        <source>Look-alike letters folded</source>
        <translation>Verwechselbare Buchstaben vereinheitlicht</translation>
    </message>
    <message>
        <source>Hyphenated line breaks joined</source>
        <translation>Silbentrennungen am Zeilenende zusammengefügt</translation>
    </message>
    <message>
        <source>Largest file read (MB)</source>
        <translation>Größte gelesene Datei (MB)</translation>
    </message>
    <message>
        <source>Each sub-folder is one submission</source>
        <translation>Jeder Unterordner ist eine Abgabe</translation>
    </message>
    <message>
        <source>How files name their students</source>
        <translation>Wie die Dateien ihre Schüler/innen benennen</translation>
    </message>
    <message>
        <source>Reading processes</source>
        <translation>Leseprozesse</translation>
    </message>
    <message>
        <source>Text files read in an encoding the teacher chose</source>
        <translation>Textdateien, gelesen in einer von der Lehrkraft gewählten Kodierung</translation>
    </message>
    <message>
        <source>Class list naming the students</source>
        <translation>Klassenliste, die die Schüler/innen benennt</translation>
    </message>
    <message>
        <source>Class list&apos;s column of names</source>
        <translation>Namensspalte der Klassenliste</translation>
    </message>
    <message>
        <source>Class list&apos;s column of ids or e-mail addresses</source>
        <translation>Spalte der Kennungen oder E-Mail-Adressen der Klassenliste</translation>
    </message>
    <message>
        <source> (default)</source>
        <extracomment>The settings of the method itself, shown under &quot;Advanced&quot; (their labels use the method&apos;s own words).</extracomment>
        <translation> (Standard)</translation>
    </message>
    <message>
        <source> (and 10 or more documents)</source>
        <translation> (und 10 oder mehr Dokumente)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>{value} (off: not longer than a shingle)</source>
        <translation>{value} (aus: nicht länger als ein Shingle)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>the default one, in the user&apos;s data folder</source>
        <translation>die Standarddatei im Datenordner des Benutzers</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>nicht verwendet</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source> (always shown in their own style)</source>
        <translation> (immer in eigenem Stil angezeigt)</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>einer pro Prozessorkern</translation>
    </message>
    <message>
        <source>recognised from its columns</source>
        <translation>an den Spalten erkannt</translation>
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
        <translation>Quelle</translation>
    </message>
    <message>
        <source>reference: {collection}</source>
        <translation>Referenz: {collection}</translation>
    </message>
</context>
<context>
    <name>StudentsPage</name>
    <message>
        <source>Submission</source>
        <translation>Abgabe</translation>
    </message>
    <message>
        <source>Highest match</source>
        <translation>Stärkste Übereinstimmung</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Mit</translation>
    </message>
    <message>
        <source>Matches at threshold</source>
        <translation>Übereinstimmungen ab Schwelle</translation>
    </message>
    <message>
        <source>Double-click (or press Enter) to compare a submission with its highest match</source>
        <extracomment>The role each cell sorts by (numbers as numbers, names case-folded). The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Doppelklicken (oder Eingabetaste drücken), um eine Abgabe mit ihrer stärksten Übereinstimmung zu vergleichen</translation>
    </message>
    <message>
        <source>{name}  (could not be read)</source>
        <translation>{name}  (nicht lesbar)</translation>
    </message>
</context>
<context>
    <name>TemplateOffer</name>
    <message>
        <source>The assignment&apos;s question?</source>
        <translation>Die Aufgabenstellung?</translation>
    </message>
    <message>
        <source>“{name}” looks like the assignment&apos;s question: several essays begin with its text. It was compared like every other file, because a student may have handed it in. If it is the question you gave the class, its text can be left out of every essay. You can change this later under Scan → Files given to everyone…</source>
        <translation>„{name}“ sieht wie die Aufgabenstellung aus: Mehrere Arbeiten beginnen mit ihrem Text. Die Datei wurde wie jede andere verglichen, weil sie auch eine Abgabe sein könnte. Wenn es die Aufgabe ist, die Sie der Klasse gestellt haben, kann ihr Text in allen Arbeiten ausgelassen werden. Sie können das später unter Prüfung → Dateien für alle… ändern.</translation>
    </message>
    <message>
        <source>It is the question: leave its text out</source>
        <translation>Es ist die Aufgabe: ihren Text auslassen</translation>
    </message>
    <message>
        <source>A student handed it in: keep comparing it</source>
        <translation>Es ist eine Abgabe: weiter vergleichen</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <source>Add the files every student was given: the assignment sheet, a template to fill in, starter text or questions to copy. Text from these files never counts as shared between students, and it is shown in grey in the compare view. They are used from the next scan on (the current folder is scanned again when you press OK). plagcheck only reads these files.</source>
        <translation>Fügen Sie die Dateien hinzu, die alle bekommen haben: das Aufgabenblatt, eine auszufüllende Vorlage, einen Ausgangstext oder abzuschreibende Fragen. Text aus diesen Dateien zählt nie als gemeinsam zwischen Schüler/innen und wird in der Vergleichsansicht grau angezeigt. Sie gelten ab der nächsten Prüfung (der aktuelle Ordner wird erneut geprüft, wenn Sie OK drücken). plagcheck liest diese Dateien nur.</translation>
    </message>
    <message>
        <source>Choose the files given to everyone</source>
        <translation>Die Dateien wählen, die alle bekommen haben</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Dokumente ({patterns});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add the files or folders among your class folder that hold sources, not students&apos; work: the readings, the original texts the task was based on, model answers. They are still compared with every student, but they are never counted or grouped as students, and a group of students matching one of them is shown with it as the likely origin. Applied by scanning the folder again when you press OK.</source>
        <translation>Fügen Sie die Dateien oder Ordner Ihres Klassenordners hinzu, die Quellen enthalten und keine Arbeiten von Schüler/innen: die Lektüre, die Originaltexte, auf denen die Aufgabe beruhte, Musterlösungen. Sie werden weiterhin mit allen Schüler/innen verglichen, aber nie als Schüler/innen gezählt oder gruppiert, und eine Gruppe, die mit einer davon übereinstimmt, wird mit ihr als wahrscheinlichem Ursprung gezeigt. Wird angewendet, indem der Ordner erneut geprüft wird, wenn Sie OK drücken.</translation>
    </message>
    <message>
        <source>Choose a folder of sources</source>
        <translation>Einen Ordner mit Quellen wählen</translation>
    </message>
    <message>
        <source>Sources and references in the class folder</source>
        <translation>Quellen und Referenzen im Klassenordner</translation>
    </message>
    <message>
        <source>Files given to everyone</source>
        <translation>Dateien für alle</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>&amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>No sources: every file is a student&apos;s.</source>
        <translation>Keine Quellen: Jede Datei stammt von einer Person der Klasse.</translation>
    </message>
    <message>
        <source>No files: every shared passage counts.</source>
        <translation>Keine Dateien: Jede gemeinsame Passage zählt.</translation>
    </message>
</context>
<context>
    <name>TriageController</name>
    <message>
        <source> and {NAMED_MEMBERS} more</source>
        <extracomment>Members named in a group&apos;s line before &quot;and N more&quot;.</extracomment>
        <translation> und {NAMED_MEMBERS} weitere</translation>
    </message>
    <message>
        <source>No scan yet.</source>
        <extracomment>The overview shown changed (tests wait for this when it is computed in the background).</extracomment>
        <translation>Noch keine Prüfung.</translation>
    </message>
    <message>
        <source>Working out the groups…</source>
        <translation>Gruppen werden ermittelt…</translation>
    </message>
    <message>
        <source>Working out the figures…</source>
        <translation>Zahlen werden ermittelt…</translation>
    </message>
    <message>
        <source>The groups could not be worked out: {message}</source>
        <translation>Die Gruppen konnten nicht ermittelt werden: {message}</translation>
    </message>
    <message>
        <source>The figures could not be worked out: {message}</source>
        <translation>Die Zahlen konnten nicht ermittelt werden: {message}</translation>
    </message>
    <message>
        <source>{group} at or above {threshold}, {student} in them. Worst first.</source>
        <translation>{group} bei {threshold} oder mehr, {student} darin. Schwerste zuerst.</translation>
    </message>
    <message>
        <source>{submission}; {reaching} with a match at or above {threshold}.</source>
        <translation>{submission}; {reaching} mit einer Übereinstimmung bei {threshold} oder mehr.</translation>
    </message>
    <message>
        <source>No common source found for this group&apos;s pairs.</source>
        <translation>Keine gemeinsame Quelle für die Paare dieser Gruppe gefunden.</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Score</source>
        <extracomment>True for a share (written as a percentage), False for a count. Every figure of a pair, in the order the table, the report and the CSV list them.</extracomment>
        <translation>Wert</translation>
    </message>
    <message>
        <source>The larger share of one document found in the other, copied or reworded: what the threshold applies to.</source>
        <translation>Der größere Anteil eines Dokuments, der sich im anderen findet, kopiert oder umformuliert: Auf ihn bezieht sich die Schwelle.</translation>
    </message>
    <message>
        <source>A found in B</source>
        <translation>A in B</translation>
    </message>
    <message>
        <source>The share of document A&apos;s text found in document B.</source>
        <translation>Der Anteil des Textes von Dokument A, der sich in Dokument B findet.</translation>
    </message>
    <message>
        <source>B found in A</source>
        <translation>B in A</translation>
    </message>
    <message>
        <source>The share of document B&apos;s text found in document A.</source>
        <translation>Der Anteil des Textes von Dokument B, der sich in Dokument A findet.</translation>
    </message>
    <message>
        <source>Similar overall</source>
        <translation>Ähnlichkeit insgesamt</translation>
    </message>
    <message>
        <source>How alike the two documents are as wholes: the share of all their phrases that they have in common. Reworded copying changes the phrases, so it shows little here; the score counts it.</source>
        <translation>Wie ähnlich sich die beiden Dokumente als Ganzes sind: der Anteil all ihrer Wendungen, den sie gemeinsam haben. Umformuliertes Abschreiben ändert die Wendungen und zeigt sich hier daher kaum; der Wert zählt es mit.</translation>
    </message>
    <message>
        <source>Shared {units}</source>
        <translation>Gemeinsame {units}</translation>
    </message>
    <message>
        <source>How many {units} of document A lie in passages shared with B.</source>
        <translation>Wie viele {units} von Dokument A in Passagen liegen, die es mit B teilt.</translation>
    </message>
    <message>
        <source>Longest run ({units})</source>
        <translation>Längste Folge ({units})</translation>
    </message>
    <message>
        <source>The longest stretch of {units} the two documents have identical, in the same order.</source>
        <translation>Die längste Folge gleicher {units} in beiden Dokumenten, in derselben Reihenfolge.</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passagen</translation>
    </message>
    <message>
        <source>How many shared passages were found, copied or reworded.</source>
        <translation>Wie viele gemeinsame Passagen gefunden wurden, kopiert oder umformuliert.</translation>
    </message>
    <message>
        <source>the same words in the same order</source>
        <extracomment>What each kind of passage is, in the legend of the window and the report.</extracomment>
        <translation>dieselben Wörter in derselben Reihenfolge</translation>
    </message>
    <message>
        <source>the same content in other words or order</source>
        <translation>derselbe Inhalt in anderen Worten oder anderer Reihenfolge</translation>
    </message>
    <message>
        <source>the same content in another language</source>
        <translation>derselbe Inhalt in einer anderen Sprache</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>kopiert</translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>umformuliert</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>übersetzt</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>Languages as the teacher reads them (engine/reworded/pivot.py names them as the stop-word lists do).</extracomment>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugiesisch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Indonesisch</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Türkisch</translation>
    </message>
    <message>
        <source>same sentence shapes</source>
        <extracomment>What a reworded passage of shape (models.PassageBasis) stands on, in the window, the report and their legends: its words are not very alike, so its likeness alone would undersell it.</extracomment>
        <translation>gleiche Satzformen</translation>
    </message>
    <message>
        <source>sentences in a row keep their order, length and small words, with most other words changed</source>
        <translation>aufeinanderfolgende Sätze behalten Reihenfolge, Länge und kleine Wörter, die meisten anderen Wörter sind ausgetauscht</translation>
    </message>
    <message>
        <source>score at or above the threshold</source>
        <extracomment>Why a pair is listed, in the table, the report and the slider&apos;s note.</extracomment>
        <translation>Schwelle erreicht</translation>
    </message>
    <message>
        <source>a long shared passage</source>
        <translation>eine lange gemeinsame Passage</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>The steps a teacher sees, in order, each with the pipeline stages (models.STAGES keys) it is made of.</extracomment>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Checking matches</source>
        <translation>Übereinstimmungen prüfen</translation>
    </message>
    <message>
        <source>Checking the reference library</source>
        <translation>Referenzbibliothek prüfen</translation>
    </message>
    <message>
        <source>comparing {documents}</source>
        <extracomment>The step each pipeline stage belongs to (models.STAGES key -&gt; words). What a progress report&apos;s note says at the start of a stage, in plain words: the engine&apos;s own notes (&quot;440 passage windows&quot;, &quot;26 candidate pairs&quot;) name the method&apos;s parts. Stages not listed keep their note.</extracomment>
        <translation>{documents} werden verglichen</translation>
    </message>
    <message>
        <source>finding the pairs that share text</source>
        <translation>Paare mit gemeinsamem Text werden gesucht</translation>
    </message>
    <message>
        <source>{pairs} to check closely</source>
        <translation>{pairs} genau zu prüfen</translation>
    </message>
    <message>
        <source>{files} found</source>
        <translation>{files} zu lesen</translation>
    </message>
    <message>
        <source>listing the zips</source>
        <translation>Zip-Dateien werden aufgelistet</translation>
    </message>
    <message>
        <source>preparing the library for these settings</source>
        <extracomment>The engine&apos;s other notes, which it writes in English (it knows nothing of languages), as the window shows them.</extracomment>
        <translation>Bibliothek wird für diese Einstellungen vorbereitet</translation>
    </message>
    <message>
        <source>reading the matching archive documents</source>
        <translation>passende Dokumente des Archivs werden gelesen</translation>
    </message>
    <message>
        <source>reading what the archive holds</source>
        <translation>Inhalt des Archivs wird gelesen</translation>
    </message>
    <message>
        <source>reading the documents</source>
        <translation>Dokumente werden gelesen</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>wird gespeichert</translation>
    </message>
    <message>
        <source>{template} template and {common} common phrases ignored</source>
        <translation>{template} Vorlagen- und {common} gemeinsame Wendungen ignoriert</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>{reason} ({length} {units})</source>
        <translation>{reason} ({length} {units})</translation>
    </message>
    <message>
        <source>translated ({language} ← English)</source>
        <translation>übersetzt ({language} ← Englisch)</translation>
    </message>
    <message>
        <source>translated ({a} ↔ {b})</source>
        <translation>übersetzt ({a} ↔ {b})</translation>
    </message>
    <message>
        <source>{kind}, {SHAPE_LABEL}, {similarity} alike in words</source>
        <translation>{kind}, {SHAPE_LABEL}, {similarity} ähnlich in den Wörtern</translation>
    </message>
    <message>
        <source>{kind}, {similarity} alike</source>
        <translation>{kind}, {similarity} ähnlich</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>heute um {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>gestern um {clock}</translation>
    </message>
    <message>
        <source>{day} {month} {year} at {clock}</source>
        <translation>{day}. {month} {year} um {clock}</translation>
    </message>
    <message>
        <source>Jan</source>
        <extracomment>Months as a date in the text names them (not strftime&apos;s, which follows the C locale, not the app&apos;s language).</extracomment>
        <translation>Jan.</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>Feb.</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>März</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>Apr.</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>Juni</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>Juli</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>Aug.</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>Sept.</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>Okt.</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>Nov.</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>Dez.</translation>
    </message>
</context>
</TS>
