<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Compares every document of a class with every other one, on this computer only, and shows the shared passages side by side.

plagcheck is free software under the MIT licence. It is built on Qt and PySide6 (GNU LGPL v3) and the other components listed under Third-party notices.</source>
        <translation>Confronta ogni documento di una classe con tutti gli altri, solo su questo computer, e mostra affiancati i passi in comune.

plagcheck è software libero con licenza MIT. Si basa su Qt e PySide6 (GNU LGPL v3) e sugli altri componenti elencati in Avvisi di terze parti.</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Informazioni su plagcheck</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licenza</translation>
    </message>
    <message>
        <source>Third-party &amp;notices</source>
        <translation>Avvisi di &amp;terze parti</translation>
    </message>
</context>
<context>
    <name>Anonymise</name>
    <message>
        <source>Student {number}</source>
        <extracomment>The words stand-ins are made of, never masked as a student&apos;s name.</extracomment>
        <translation>Studente {number}</translation>
    </message>
    <message>
        <source>Reference {number}</source>
        <translation>Riferimento {number}</translation>
    </message>
    <message>
        <source>Student no. {number}</source>
        <translation>Studente n. {number}</translation>
    </message>
    <message>
        <source>Listed student {number}</source>
        <translation>Studente dell&apos;elenco {number}</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Whole-document search: chance a pair is checked</source>
        <translation>Ricerca sui documenti interi: probabilità che una coppia venga controllata</translation>
    </message>
    <message>
        <source>Advanced. The whole-document search checks a pair with this chance, by how similar the two texts are overall. A copied paragraph inside a long essay is found by the passage search instead, so this curve does not limit what the threshold can show.</source>
        <translation>Avanzato. La ricerca sui documenti interi controlla una coppia con questa probabilità, a seconda di quanto i due testi si somiglino nel complesso. Un paragrafo copiato dentro un lungo tema viene invece trovato dalla ricerca dei passi, quindi questa curva non limita ciò che la soglia può mostrare.</translation>
    </message>
    <message>
        <source>Whole-document search: chance a pair is checked ({bands} × {rows})</source>
        <translation>Ricerca sui documenti interi: probabilità che una coppia venga controllata ({bands} × {rows})</translation>
    </message>
    <message>
        <source>Scan a folder to see the curve</source>
        <translation>Analizza una cartella per vedere la curva</translation>
    </message>
    <message>
        <source>{chance} at {similarity} similar overall</source>
        <translation>{chance} con una somiglianza complessiva del {similarity}</translation>
    </message>
    <message>
        <source>How many pairs at each score</source>
        <translation>Quante coppie per ogni punteggio</translation>
    </message>
    <message>
        <source>How many pairs share each share of text (tall bars are drawn shorter, so that a single pair still shows). Pairs on the right deserve a look. Click or drag to move the threshold.</source>
        <translation>Quante coppie condividono ciascuna quota di testo (le barre alte sono accorciate perché anche una sola coppia resti visibile). Le coppie a destra meritano uno sguardo. Fai clic o trascina per spostare la soglia.</translation>
    </message>
    <message>
        <source>No pairs yet</source>
        <translation>Ancora nessuna coppia</translation>
    </message>
</context>
<context>
    <name>ClassController</name>
    <message>
        <source>File given to everyone: {name}</source>
        <translation>File dato a tutti: {name}</translation>
    </message>
</context>
<context>
    <name>ClassFigures</name>
    <message>
        <source>{file}, {compared} compared</source>
        <extracomment>The class&apos;s own files (students&apos; work): every file found, whether it could be read or not. Of them, the files whose text was compared. Sources and reference-library texts compared with the class (not counted among its files). Files listed under File problems: not read, or read only in part (the class&apos;s, the sources&apos; and the files given to everyone).</extracomment>
        <translation>{file}, {compared} confrontati</translation>
    </message>
    <message>
        <source> (and {text})</source>
        <translation> (e {text})</translation>
    </message>
</context>
<context>
    <name>ClassListDialog</name>
    <message>
        <source>Choose the class list</source>
        <extracomment>Asks for one file: (parent) -&gt; the chosen path (&quot;&quot; when cancelled). How many students the dialog shows as a sample of what was read.</extracomment>
        <translation>Scegli l&apos;elenco della classe</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.xlsx *.txt);;All files (*)</source>
        <translation>Elenchi della classe (*.csv *.xlsx *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Elenco della classe</translation>
    </message>
    <message>
        <source>Choose the class list your platform exports: the Canvas gradebook (Grades → Export), Moodle&apos;s participants or grades, Google Classroom&apos;s or Teams&apos; grades, as CSV or Excel (.xlsx); or any table with the students&apos; names and their ids or e-mail addresses. Submissions are named after it, and the students who handed nothing in are listed in the Class tab. plagcheck only reads this file.</source>
        <translation>Scegli l&apos;elenco della classe che esporta la tua piattaforma: il registro dei voti di Canvas (Voti → Esporta), i partecipanti o le valutazioni di Moodle, i voti di Google Classroom o di Teams, in CSV o Excel (.xlsx); oppure qualsiasi tabella con i nomi degli studenti e i loro identificativi o indirizzi e-mail. Le consegne vengono nominate in base a esso, e gli studenti che non hanno consegnato nulla sono elencati nella scheda Classe. plagcheck legge soltanto questo file.</translation>
    </message>
    <message>
        <source>No class list</source>
        <translation>Nessun elenco della classe</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>Student&apos;s name:</source>
        <translation>Nome dello studente:</translation>
    </message>
    <message>
        <source>Id or e-mail address:</source>
        <translation>Identificativo o indirizzo e-mail:</translation>
    </message>
    <message>
        <source>(recognised from the columns)</source>
        <translation>(riconosciuto dalle colonne)</translation>
    </message>
    <message>
        <source>Without a class list, students are named as their files name them.</source>
        <translation>Senza elenco della classe, gli studenti sono nominati come li nominano i loro file.</translation>
    </message>
    <message>
        <source>Read as {kind}{how}: {count} students.</source>
        <translation>Letto come {kind}{how}: {count} studenti.</translation>
    </message>
    <message>
        <source>, its columns recognised</source>
        <translation>, colonne riconosciute</translation>
    </message>
    <message>
        <source>   … and {count} more</source>
        <translation>   … e altri {count}</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <source>Student</source>
        <translation>Studente</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Letto</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Consegnato</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Elenco della classe</translation>
    </message>
    <message>
        <source>Earlier attempts (not checked)</source>
        <translation>Tentativi precedenti (non controllati)</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Non confrontato</translation>
    </message>
    <message>
        <source>How the files name their students. Recognised from the file names unless you choose: a platform&apos;s download, one folder per student, or one file per submission.</source>
        <extracomment>The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Come i file indicano i loro studenti. Riconosciuto dai nomi dei file, a meno che tu non scelga: il download di una piattaforma, una cartella per studente o un file per consegna.</translation>
    </message>
    <message>
        <source>Check again this way</source>
        <translation>Controlla di nuovo così</translation>
    </message>
    <message>
        <source>Scan the class again, reading the files as chosen</source>
        <translation>Analizza di nuovo la classe leggendo i file come scelto</translation>
    </message>
    <message>
        <source>Read the files as:</source>
        <translation>Leggi i file come:</translation>
    </message>
    <message>
        <source>(no student named)</source>
        <translation>(nessuno studente indicato)</translation>
    </message>
    <message>
        <source>Named in the files: {name}</source>
        <translation>Nominato nei file: {name}</translation>
    </message>
    <message>
        <source>{files}  (not read)</source>
        <translation>{files}  (non letto)</translation>
    </message>
    <message>
        <source>The cover sheet names {name}: a suggestion, not taken. Choose File → Class list… to name the students.</source>
        <translation>Il frontespizio indica {name}: un suggerimento, non applicato. Scegli File → Elenco della classe… per nominare gli studenti.</translation>
    </message>
    <message>
        <source>handed nothing in</source>
        <translation>non ha consegnato nulla</translation>
    </message>
    <message>
        <source>not on the class list</source>
        <translation>non è nell&apos;elenco della classe</translation>
    </message>
    <message>
        <source>on the class list (name shared)</source>
        <translation>nell&apos;elenco della classe (nome condiviso)</translation>
    </message>
    <message>
        <source>on the class list</source>
        <translation>nell&apos;elenco della classe</translation>
    </message>
    <message>
        <source>cover sheet: {name}?</source>
        <translation>frontespizio: {name}?</translation>
    </message>
</context>
<context>
    <name>ClassViewController</name>
    <message>
        <source>No scan yet.</source>
        <translation>Nessuna analisi finora.</translation>
    </message>
</context>
<context>
    <name>ClusterGraph</name>
    <message>
        <source>Choose a group to see it drawn here.</source>
        <extracomment>How close (in pixels) to an edge a click must land to pick it.</extracomment>
        <translation>Scegli un gruppo per vederlo disegnato qui.</translation>
    </message>
</context>
<context>
    <name>CommonSource</name>
    <message>
        <source> (and 1 other reference)</source>
        <extracomment>Score of the pair (a, reference) and of the pair (b, reference). Share of the a-b passages&apos; text (both sides, in characters) that also lies in a passage shared with the reference: near 1.0, what A and B share is the reference&apos;s text.</extracomment>
        <translation> (e 1 altro riferimento)</translation>
    </message>
    <message>
        <source> (and {more} other references)</source>
        <translation> (e altri {more} riferimenti)</translation>
    </message>
    <message>
        <source>Common source: {name_a} and {name_b} both match {reference}{tail}; {covered} of the text they share is also in it.</source>
        <translation>Fonte comune: {name_a} e {name_b} corrispondono entrambi a {reference}{tail}; il {covered} del testo che condividono si trova anche lì.</translation>
    </message>
</context>
<context>
    <name>CompareController</name>
    <message>
        <source>{share} of {role} found in {other}</source>
        <translation>Il {share} di {role} si trova in {other}</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <extracomment>Show copied passages only (the window&apos;s View setting); applies from the next show_pair.</extracomment>
        <translation>Scegli una coppia nella scheda Risultati per confrontare qui i due documenti.</translation>
    </message>
    <message>
        <source>{label} {similar} · longest run {longest} {units}</source>
        <translation>{label} {similar} · sequenza più lunga {longest} {units}</translation>
    </message>
    <message>
        <source> · copied passages only</source>
        <translation> · solo passi copiati</translation>
    </message>
    <message>
        <source>No passage long enough to show: the shared phrases are scattered.</source>
        <translation>Nessun passo abbastanza lungo da mostrare: le espressioni in comune sono sparse.</translation>
    </message>
    <message>
        <source>Passage {index} of {count} · {passage} · {length_a} {units} in A, {length_b} in B</source>
        <translation>Passo {index} di {count} · {passage} · {length_a} {units} in A, {length_b} in B</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>assignment or template text</source>
        <extracomment>What each kind of mark means, in the legend.</extracomment>
        <translation>testo della consegna o di un modello</translation>
    </message>
    <message>
        <source>text common to the class</source>
        <translation>testo comune alla classe</translation>
    </message>
    <message>
        <source>text several essays have at the same place (a cover sheet, the question)</source>
        <translation>testo che più elaborati hanno nello stesso punto (un frontespizio, la domanda)</translation>
    </message>
    <message>
        <source>quotation with no citation (counted)</source>
        <translation>citazione senza fonte (conta)</translation>
    </message>
    <message>
        <source>quotation with a citation (grey: not counted)</source>
        <translation>citazione con fonte (grigia: non conta)</translation>
    </message>
    <message>
        <source>(&lt;b&gt;bold&lt;/b&gt;: words both sides share)</source>
        <translation>(&lt;b&gt;grassetto&lt;/b&gt;: parole che entrambi i lati hanno)</translation>
    </message>
    <message>
        <source>(its languages in the line above)</source>
        <translation>(le sue lingue nella riga sopra)</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} e {last}</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{colour}&apos;&gt;Grey text&lt;/span&gt;: {kinds}, not counted</source>
        <translation>&lt;span style=&apos;color:{colour}&apos;&gt;Testo grigio&lt;/span&gt;: {kinds}, non conta</translation>
    </message>
    <message>
        <source>reference list (left out of the scores unless the settings count it)</source>
        <translation>bibliografia (esclusa dai punteggi a meno che le impostazioni non la contino)</translation>
    </message>
    <message>
        <source>Italic on grey-blue</source>
        <translation>Corsivo su grigio-azzurro</translation>
    </message>
    <message>
        <source>Grey italic on grey-blue</source>
        <translation>Corsivo grigio su grigio-azzurro</translation>
    </message>
    <message>
        <source>Upright on beige</source>
        <translation>Tondo su beige</translation>
    </message>
    <message>
        <source>Coloured: shared passages</source>
        <translation>A colori: passi in comune</translation>
    </message>
    <message>
        <source>{side}: {name}</source>
        <translation>{side}: {name}</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Passo precedente</translation>
    </message>
    <message>
        <source>Previous shared passage (Shift+F3 or Alt+Up)</source>
        <translation>Passo in comune precedente (Maiusc+F3 o Alt+Su)</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Passo successivo ▶</translation>
    </message>
    <message>
        <source>Next shared passage (F3 or Alt+Down)</source>
        <translation>Passo in comune successivo (F3 o Alt+Giù)</translation>
    </message>
    <message>
        <source>◀ Pair</source>
        <translation>◀ Coppia</translation>
    </message>
    <message>
        <source>The pair above in the results table (Alt+PgUp)</source>
        <translation>La coppia sopra nella tabella dei risultati (Alt+PgSu)</translation>
    </message>
    <message>
        <source>Pair ▶</source>
        <translation>Coppia ▶</translation>
    </message>
    <message>
        <source>The pair below in the results table (Alt+PgDown)</source>
        <translation>La coppia sotto nella tabella dei risultati (Alt+PgGiù)</translation>
    </message>
    <message>
        <source>Scroll together</source>
        <translation>Scorri insieme</translation>
    </message>
    <message>
        <source>Keep matching passages level in both panes while scrolling</source>
        <translation>Mantieni i passi corrispondenti alla stessa altezza nei due riquadri durante lo scorrimento</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Valutazione:</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <translation>Seleziona una coppia nella scheda Risultati per confrontare qui i due documenti.</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message>
        <source>{n} pair</source>
        <extracomment>Each noun counted for the teacher, with its singular and plural forms ({n}: the number).</extracomment>
        <translation>{n} coppia</translation>
    </message>
    <message>
        <source>{n} pairs</source>
        <translation>{n} coppie</translation>
    </message>
    <message>
        <source>{n} file</source>
        <translation>{n} file</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} file</translation>
    </message>
    <message>
        <source>{n} document</source>
        <translation>{n} documento</translation>
    </message>
    <message>
        <source>{n} documents</source>
        <translation>{n} documenti</translation>
    </message>
    <message>
        <source>{n} student</source>
        <translation>{n} studente</translation>
    </message>
    <message>
        <source>{n} students</source>
        <translation>{n} studenti</translation>
    </message>
    <message>
        <source>{n} group</source>
        <translation>{n} gruppo</translation>
    </message>
    <message>
        <source>{n} groups</source>
        <translation>{n} gruppi</translation>
    </message>
    <message>
        <source>{n} submission</source>
        <translation>{n} consegna</translation>
    </message>
    <message>
        <source>{n} submissions</source>
        <translation>{n} consegne</translation>
    </message>
    <message>
        <source>{n} source text</source>
        <translation>{n} testo fonte</translation>
    </message>
    <message>
        <source>{n} source texts</source>
        <translation>{n} testi fonte</translation>
    </message>
    <message>
        <source>{n} cached text</source>
        <translation>{n} testo in cache</translation>
    </message>
    <message>
        <source>{n} cached texts</source>
        <translation>{n} testi in cache</translation>
    </message>
    <message>
        <source>{n} earlier attempt</source>
        <translation>{n} tentativo precedente</translation>
    </message>
    <message>
        <source>{n} earlier attempts</source>
        <translation>{n} tentativi precedenti</translation>
    </message>
    <message>
        <source>{n} text</source>
        <translation>{n} testo</translation>
    </message>
    <message>
        <source>{n} texts</source>
        <translation>{n} testi</translation>
    </message>
    <message>
        <source>{n} platform file</source>
        <translation>{n} file della piattaforma</translation>
    </message>
    <message>
        <source>{n} platform files</source>
        <translation>{n} file della piattaforma</translation>
    </message>
    <message>
        <source>{n} zip</source>
        <translation>{n} zip</translation>
    </message>
    <message>
        <source>{n} zips</source>
        <translation>{n} zip</translation>
    </message>
    <message>
        <source>{n} file handed in twice</source>
        <translation>{n} file consegnato due volte</translation>
    </message>
    <message>
        <source>{n} files handed in twice</source>
        <translation>{n} file consegnati due volte</translation>
    </message>
    <message>
        <source>{n} receipt</source>
        <translation>{n} ricevuta</translation>
    </message>
    <message>
        <source>{n} receipts</source>
        <translation>{n} ricevute</translation>
    </message>
    <message>
        <source>{n} web address</source>
        <translation>{n} indirizzo web</translation>
    </message>
    <message>
        <source>{n} web addresses</source>
        <translation>{n} indirizzi web</translation>
    </message>
    <message>
        <source>{n} draft not handed in</source>
        <translation>{n} bozza non consegnata</translation>
    </message>
    <message>
        <source>{n} drafts not handed in</source>
        <translation>{n} bozze non consegnate</translation>
    </message>
    <message>
        <source>{n} index page</source>
        <translation>{n} pagina indice</translation>
    </message>
    <message>
        <source>{n} index pages</source>
        <translation>{n} pagine indice</translation>
    </message>
</context>
<context>
    <name>Csv</name>
    <message>
        <source>Document A</source>
        <translation>Documento A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Documento B</translation>
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
        <translation>Passaggi riformulati</translation>
    </message>
    <message>
        <source>Translated passages</source>
        <translation>Passaggi tradotti</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Elencata per</translation>
    </message>
    <message>
        <source>Collection A</source>
        <translation>Raccolta A</translation>
    </message>
    <message>
        <source>Collection B</source>
        <translation>Raccolta B</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>Review note</source>
        <translation>Nota di valutazione</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source> + 1 more file</source>
        <extracomment>Characters that look like nothing (Hangul and Braille fillers) though their category is a letter or symbol. The marks labels join names with (&quot; › &quot;, &quot; — &quot;), and the characters drawn like them: never shown as themselves inside a name. Between the student and the file in a submission&apos;s label: &quot;Priya Sharma — Extended writing.docx&quot;.</extracomment>
        <translation> + 1 altro file</translation>
    </message>
    <message>
        <source> + {more} more files</source>
        <translation> + altri {more} file</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>Select a pair first.</source>
        <extracomment>Opens a URL (tests replace it).</extracomment>
        <translation>Seleziona prima una coppia.</translation>
    </message>
    <message>
        <source>is a reference-library text, kept inside plagcheck</source>
        <translation>è un testo della biblioteca di riferimento, conservato dentro plagcheck</translation>
    </message>
    <message>
        <source>is no longer at {path}</source>
        <translation>non si trova più in {path}</translation>
    </message>
    <message>
        <source>The original of {name} {where}.</source>
        <translation>L&apos;originale di {name} {where}.</translation>
    </message>
    <message>
        <source>The pair could not be made ready to print: {exc}</source>
        <translation>Non è stato possibile preparare la coppia per la stampa: {exc}</translation>
    </message>
    <message>
        <source>The pair opens in your browser, ready to print.</source>
        <translation>La coppia si apre nel browser, pronta da stampare.</translation>
    </message>
</context>
<context>
    <name>DropChecks</name>
    <message>
        <source>Sources in the class folder?</source>
        <translation>Fonti nella cartella della classe?</translation>
    </message>
    <message>
        <source>The folder {names} looks like it holds sources (readings, original texts), not students&apos; work. Treat its files as sources? They are still compared with every student, but never counted or grouped as students. You can change this later under Scan → Sources in the class folder…</source>
        <translation>La cartella {names} sembra contenere fonti (letture, testi originali), non lavori degli studenti. Trattare i suoi file come fonti? Vengono comunque confrontati con ogni studente, ma non vengono mai contati né raggruppati come studenti. Potrai cambiarlo in seguito da Analisi → Fonti nella cartella della classe…</translation>
    </message>
    <message>
        <source>Treat as sources</source>
        <translation>Tratta come fonti</translation>
    </message>
    <message>
        <source>They are students&apos; work</source>
        <translation>Sono lavori degli studenti</translation>
    </message>
    <message>
        <source>{name} was not found</source>
        <translation>{name} non è stato trovato</translation>
    </message>
    <message>
        <source>{name} is not a document plagcheck reads (PDF, Word, OpenDocument, RTF, HTML or text)</source>
        <translation>{name} non è un documento che plagcheck sa leggere (PDF, Word, OpenDocument, RTF, HTML o testo)</translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <source>Drop a folder of student work here</source>
        <translation>Trascina qui una cartella di lavori degli studenti</translation>
    </message>
    <message>
        <source>Every document is compared with every other one, on this computer only.
Word, PDF, OpenDocument, RTF, HTML, Markdown and plain text files are read; other files are listed as skipped.</source>
        <translation>Ogni documento viene confrontato con tutti gli altri, solo su questo computer.
Vengono letti i file Word, PDF, OpenDocument, RTF, HTML, Markdown e di testo semplice; gli altri sono elencati come saltati.</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Apri cartella…</translation>
    </message>
    <message>
        <source>Choose a folder to scan (Ctrl+O)</source>
        <translation>Scegli una cartella da analizzare (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open files…</source>
        <translation>Apri file…</translation>
    </message>
    <message>
        <source>Choose documents to scan (Ctrl+Shift+F)</source>
        <translation>Scegli i documenti da analizzare (Ctrl+Maiusc+F)</translation>
    </message>
    <message>
        <source>Open a saved check…</source>
        <translation>Apri un controllo salvato…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews (Ctrl+Shift+O)</source>
        <translation>Apri un controllo salvato in precedenza, con le sue valutazioni (Ctrl+Maiusc+O)</translation>
    </message>
    <message>
        <source>Recent folders and checks</source>
        <translation>Cartelle e controlli recenti</translation>
    </message>
</context>
<context>
    <name>EncodingController</name>
    <message>
        <source>The file cannot be read: {message}</source>
        <translation>Il file non può essere letto: {message}</translation>
    </message>
    <message>
        <source>The file cannot be read: {exc}</source>
        <translation>Il file non può essere letto: {exc}</translation>
    </message>
    <message>
        <source>an unknown encoding</source>
        <extracomment>Replaced by tests to answer the dialog: (dialog) -&gt; accepted.</extracomment>
        <translation>una codifica sconosciuta</translation>
    </message>
</context>
<context>
    <name>EncodingDialog</name>
    <message>
        <source>Read in another encoding</source>
        <translation>Leggi con un&apos;altra codifica</translation>
    </message>
    <message>
        <source>{name} was read as {current}</source>
        <translation>{name} è stato letto con {current}</translation>
    </message>
    <message>
        <source> (a guess: the file does not say which encoding it uses)</source>
        <translation> (una supposizione: il file non indica quale codifica usa)</translation>
    </message>
    <message>
        <source>. If its letters look wrong below, pick the encoding in which the text reads right; the folder is then scanned again. The choice is remembered for this file.</source>
        <translation>. Se le lettere qui sotto sembrano sbagliate, scegli la codifica con cui il testo si legge correttamente; la cartella viene poi analizzata di nuovo. La scelta viene ricordata per questo file.</translation>
    </message>
    <message>
        <source>Read it this way</source>
        <translation>Leggilo così</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Codifica:</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source>empty: the document holds no text</source>
        <extracomment>Every note the catalogue knows, in the engine&apos;s English ({name}: a part the engine fills in).</extracomment>
        <translation>vuoto: il documento non contiene testo</translation>
    </message>
    <message>
        <source>empty: the file holds no text</source>
        <translation>vuoto: il file non contiene testo</translation>
    </message>
    <message>
        <source>empty: the file holds only white space</source>
        <translation>vuoto: il file contiene solo spazi</translation>
    </message>
    <message>
        <source>empty: the file is 0 bytes</source>
        <translation>vuoto: il file è di 0 byte</translation>
    </message>
    <message>
        <source>empty: the page holds no text</source>
        <translation>vuoto: la pagina non contiene testo</translation>
    </message>
    <message>
        <source>empty: the page holds no visible text</source>
        <translation>vuoto: la pagina non contiene testo visibile</translation>
    </message>
    <message>
        <source>empty: the PDF holds no text</source>
        <translation>vuoto: il PDF non contiene testo</translation>
    </message>
    <message>
        <source>empty: the PDF holds only hidden text (white, or in a tiny font)</source>
        <translation>vuoto: il PDF contiene solo testo nascosto (bianco o in caratteri minuscoli)</translation>
    </message>
    <message>
        <source>scanned or image-only PDF: it has no text layer (it would need OCR)</source>
        <translation>PDF scansionato o solo immagini: non ha un livello di testo (servirebbe un OCR)</translation>
    </message>
    <message>
        <source>password protected: the PDF cannot be opened without its password</source>
        <translation>protetto da password: il PDF non si apre senza la sua password</translation>
    </message>
    <message>
        <source>password protected: open it, remove the password and save it again</source>
        <translation>protetto da password: aprilo, togli la password e salvalo di nuovo</translation>
    </message>
    <message>
        <source>password protected: the zip encrypts this file; unpack it with its password to check it</source>
        <translation>protetto da password: lo zip cifra questo file; estrailo con la sua password per controllarlo</translation>
    </message>
    <message>
        <source>encrypted with a method that cannot be read</source>
        <translation>cifrato con un metodo che non si può leggere</translation>
    </message>
    <message>
        <source>corrupt: the PDF is damaged and could not be read</source>
        <translation>danneggiato: il PDF è rovinato e non è stato possibile leggerlo</translation>
    </message>
    <message>
        <source>corrupt: not a real RTF file (it does not start like one)</source>
        <translation>danneggiato: non è un vero file RTF (non inizia come tale)</translation>
    </message>
    <message>
        <source>corrupt: the RTF file is damaged</source>
        <translation>danneggiato: il file RTF è rovinato</translation>
    </message>
    <message>
        <source>corrupt: not a Word document (no main text inside)</source>
        <translation>danneggiato: non è un documento Word (non contiene testo principale)</translation>
    </message>
    <message>
        <source>corrupt: not an OpenDocument text (no content inside)</source>
        <translation>danneggiato: non è un testo OpenDocument (non ha contenuto)</translation>
    </message>
    <message>
        <source>corrupt: the document&apos;s contents are damaged</source>
        <translation>danneggiato: il contenuto del documento è rovinato</translation>
    </message>
    <message>
        <source>corrupt: not a readable {kind} file (damaged or cut short)</source>
        <translation>danneggiato: non è un file {kind} leggibile (rovinato o troncato)</translation>
    </message>
    <message>
        <source>corrupt: not a readable zip file (damaged or cut short)</source>
        <translation>danneggiato: non è un file zip leggibile (rovinato o troncato)</translation>
    </message>
    <message>
        <source>corrupt: this file is damaged inside the zip</source>
        <translation>danneggiato: questo file è rovinato dentro lo zip</translation>
    </message>
    <message>
        <source>not a real {kind} file: it is an old-style Office file; save it as {kind2} or PDF</source>
        <translation>non è un vero file {kind}: è un file Office di vecchio formato; salvalo come {kind2} o PDF</translation>
    </message>
    <message>
        <source>not a text file: it holds binary data (perhaps another kind of file renamed .txt)</source>
        <translation>non è un file di testo: contiene dati binari (forse un altro tipo di file rinominato .txt)</translation>
    </message>
    <message>
        <source>not a valid {encoding} text file</source>
        <translation>non è un file di testo {encoding} valido</translation>
    </message>
    <message>
        <source>encoding guessed as {encoding}</source>
        <translation>codifica supposta: {encoding}</translation>
    </message>
    <message>
        <source>the chosen encoding applies to plain-text files only</source>
        <translation>la codifica scelta vale solo per i file di testo semplice</translation>
    </message>
    <message>
        <source>unsupported type ({suffix})</source>
        <translation>tipo non supportato ({suffix})</translation>
    </message>
    <message>
        <source>identical to {name}</source>
        <translation>identico a {name}</translation>
    </message>
    <message>
        <source>the same as {name}, in the same student&apos;s folder: read once</source>
        <translation>uguale a {name}, nella cartella dello stesso studente: letto una volta</translation>
    </message>
    <message>
        <source>the same as {name}, saved again under a copy&apos;s name: read once</source>
        <translation>uguale a {name}, salvato di nuovo con il nome di una copia: letto una volta</translation>
    </message>
    <message>
        <source>the same as {name}, read once</source>
        <translation>uguale a {name}, letto una volta</translation>
    </message>
    <message>
        <source>not found: the file was moved, renamed or deleted</source>
        <translation>non trovato: il file è stato spostato, rinominato o eliminato</translation>
    </message>
    <message>
        <source>could not be read: you do not have permission to open it</source>
        <translation>non leggibile: non hai il permesso di aprirlo</translation>
    </message>
    <message>
        <source>could not be read: its path is longer than the system allows</source>
        <translation>non leggibile: il suo percorso è più lungo di quanto il sistema consenta</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>non leggibile: {reason}</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use here</source>
        <translation>troppo grande da leggere: servirebbero più dei {size} MB di memoria che un lettore può usare qui</translation>
    </message>
    <message>
        <source>skipped: not a document (a pipe, a device or a folder), so it was not read</source>
        <translation>saltato: non è un documento (una pipe, un dispositivo o una cartella), quindi non è stato letto</translation>
    </message>
    <message>
        <source>skipped: a link to a file that does not exist</source>
        <translation>saltato: un collegamento a un file che non esiste</translation>
    </message>
    <message>
        <source>skipped: a link that leads round in a loop, to no file</source>
        <translation>saltato: un collegamento che gira in tondo, senza portare a nessun file</translation>
    </message>
    <message>
        <source>skipped: a link to {other}, which is read under its own name (one file is read once)</source>
        <translation>saltato: un collegamento a {other}, che viene letto con il suo nome (ogni file si legge una volta)</translation>
    </message>
    <message>
        <source>skipped: the zip changed since it was listed, so this file was not read</source>
        <translation>saltato: lo zip è cambiato da quando è stato elencato, quindi questo file non è stato letto</translation>
    </message>
    <message>
        <source>a web address the student handed in (Canvas&apos;s page leading to it), not a document</source>
        <translation>un indirizzo web consegnato dallo studente (la pagina di Canvas che vi porta), non un documento</translation>
    </message>
    <message>
        <source>a draft in the student&apos;s Teams working files, not handed in</source>
        <translation>una bozza nei file di lavoro di Teams dello studente, non consegnata</translation>
    </message>
    <message>
        <source>Recognised from the file names</source>
        <translation>Riconosciuto dai nomi dei file</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Download di Moodle</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Download di Canvas</translation>
    </message>
    <message>
        <source>Blackboard Learn download</source>
        <translation>Download di Blackboard Learn</translation>
    </message>
    <message>
        <source>Brightspace (D2L) download</source>
        <translation>Download di Brightspace (D2L)</translation>
    </message>
    <message>
        <source>Google Classroom folder</source>
        <translation>Cartella di Google Classroom</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>File del compito di Microsoft Teams</translation>
    </message>
    <message>
        <source>Each sub-folder is one student</source>
        <translation>Ogni sottocartella è uno studente</translation>
    </message>
    <message>
        <source>Each file is one submission</source>
        <translation>Ogni file è una consegna</translation>
    </message>
    <message>
        <source>Blackboard&apos;s receipt of the attempt handed in {when} (the student&apos;s name, comments and files)</source>
        <translation>ricevuta di Blackboard del tentativo consegnato {when} (nome dello studente, commenti e file)</translation>
    </message>
    <message>
        <source>Brightspace&apos;s index page of the download (which file is whose), not a student&apos;s work</source>
        <translation>pagina indice del download di Brightspace (di chi è ogni file), non un lavoro di uno studente</translation>
    </message>
    <message>
        <source>unsupported type (no extension)</source>
        <translation>tipo non supportato (senza estensione)</translation>
    </message>
    <message>
        <source>save it as .docx or PDF</source>
        <translation>salvalo come .docx o PDF</translation>
    </message>
    <message>
        <source>export it as PDF or .docx</source>
        <translation>esportalo come PDF o .docx</translation>
    </message>
    <message>
        <source>export it as PDF</source>
        <translation>esportalo come PDF</translation>
    </message>
    <message>
        <source>skipped: a link to {what} outside the folders and files you chose ({target}), so it was not read</source>
        <translation>saltato: un collegamento a {what} fuori dalle cartelle e dai file scelti ({target}), quindi non è stato letto</translation>
    </message>
    <message>
        <source>skipped: a link to a folder (links to folders are not followed; the files they lead to are read where they are, if they are in the folders you chose)</source>
        <translation>saltato: un collegamento a una cartella (questi collegamenti non vengono seguiti; i file a cui portano sono letti dove si trovano, se sono nelle cartelle scelte)</translation>
    </message>
    <message>
        <source>skipped: a folder nested more than {depth} levels deep, not looked into</source>
        <translation>saltato: una cartella annidata a più di {depth} livelli, non esplorata</translation>
    </message>
    <message>
        <source>skipped: the folder was replaced by another since it was found, so it was not looked into</source>
        <translation>saltato: la cartella è stata sostituita da un&apos;altra da quando è stata trovata, quindi non è stata esplorata</translation>
    </message>
    <message>
        <source>skipped: another name on disk (a hard link) for the same file as {other}, which is read under that name (one file is read once)</source>
        <translation>saltato: un altro nome sul disco (un collegamento fisico) dello stesso file di {other}, letto con quel nome (un file si legge una volta)</translation>
    </message>
    <message>
        <source>skipped: this file has other names on disk (hard links), not all in the folders you chose, so it was not read: it may be a file from elsewhere. If it is a student&apos;s work, copy it into the folder</source>
        <translation>saltato: questo file ha altri nomi sul disco (collegamenti fisici), non tutti nelle cartelle scelte, quindi non è stato letto: può venire da altrove. Se è il lavoro di uno studente, copialo nella cartella</translation>
    </message>
    <message>
        <source>refused: its compressed contents unpack to an enormous size (a &apos;zip bomb&apos;, built to exhaust memory), so it was not opened</source>
        <translation>rifiutato: il contenuto compresso si espande a dimensioni enormi (una «bomba zip», costruita per esaurire la memoria), quindi non è stato aperto</translation>
    </message>
    <message>
        <source>shortened: only its first {chars} characters were read (the limit for one file)</source>
        <translation>accorciato: sono stati letti solo i primi {chars} caratteri (il limite per un file)</translation>
    </message>
    <message>
        <source>refused: the file expands to more than {chars} characters of blank or repeated text (built to exhaust memory), so it was not read</source>
        <translation>rifiutato: il file si espande a più di {chars} caratteri di spazi o testo ripetuto (costruito per esaurire la memoria), quindi non è stato letto</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use</source>
        <translation>troppo grande da leggere: richiede più dei {size} MB di memoria che un lettore può usare</translation>
    </message>
    <message>
        <source>skipped: the file was replaced by another since it was found, so it was not read</source>
        <translation>saltato: il file è stato sostituito da un altro da quando è stato trovato, quindi non è stato letto</translation>
    </message>
    <message>
        <source>skipped: the file was given another name on disk (a hard link) since it was found, so it was not read: that name may be outside the folders you chose</source>
        <translation>saltato: il file ha ricevuto un altro nome sul disco (un collegamento fisico) da quando è stato trovato, quindi non è stato letto: quel nome può essere fuori dalle cartelle scelte</translation>
    </message>
    <message>
        <source>read as plain text: its tags are nested more than {depth} levels deep, as no real page is</source>
        <translation>letto come testo semplice: i suoi tag sono annidati a più di {depth} livelli, come nessuna pagina reale</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) are nested more than {depth} levels deep or draw each other in a loop, which readers cut short (built to stall or mislead readers), so it was not read</source>
        <translation>rifiutato: i suoi disegni (form XObject) sono annidati a più di {depth} livelli o si disegnano a vicenda in un ciclo, che i lettori interrompono (costruito per bloccare o ingannare i lettori), quindi non è stato letto</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) draw each other over {count} times (built to exhaust memory), so it was not read</source>
        <translation>rifiutato: i suoi disegni (form XObject) si disegnano a vicenda più di {count} volte (costruito per esaurire la memoria), quindi non è stato letto</translation>
    </message>
    <message>
        <source>took too long to read (over {seconds} s): the file may be damaged or built to stall readers</source>
        <translation>lettura troppo lunga (oltre {seconds} s): il file potrebbe essere danneggiato o costruito per bloccare i lettori</translation>
    </message>
    <message>
        <source>the reader crashed on this file: it is probably damaged</source>
        <translation>il lettore si è bloccato su questo file: probabilmente è danneggiato</translation>
    </message>
    <message>
        <source>refused: the zip holds more than {count} files (with the zips inside it), as no class does; it may be built to stall readers. Split it, or unpack the part you need</source>
        <translation>rifiutato: lo zip contiene più di {count} file (con gli zip al suo interno), come nessuna classe; potrebbe essere costruito per bloccare i lettori. Dividilo, o decomprimi la parte che ti serve</translation>
    </message>
    <message>
        <source>skipped: a zip inside a zip inside a zip; zips are opened {depth} deep at most, so it was not opened</source>
        <translation>saltato: uno zip dentro uno zip dentro uno zip; gli zip si aprono al massimo per {depth} livelli, quindi non è stato aperto</translation>
    </message>
    <message>
        <source>skipped: its name in the zip leads out of the zip ({name}), as only a zip built to attack unpackers does, so it was not read</source>
        <translation>saltato: il suo nome nello zip porta fuori dallo zip ({name}), come fa solo uno zip costruito per attaccare i decompressori, quindi non è stato letto</translation>
    </message>
    <message>
        <source>skipped: a link stored in the zip (to {target}), not a document; links are not followed</source>
        <translation>saltato: un collegamento salvato nello zip (a {target}), non un documento; i collegamenti non vengono seguiti</translation>
    </message>
    <message>
        <source>skipped: a second file of the same name in the zip (as only a zip built to mislead holds); the first is read</source>
        <translation>saltato: un secondo file con lo stesso nome nello zip (come contiene solo uno zip costruito per ingannare); viene letto il primo</translation>
    </message>
    <message>
        <source>refused: its files overlap inside the zip (one block of data stands for many files), as only a &apos;zip bomb&apos; built to exhaust memory and time is made, so it was not opened</source>
        <translation>rifiutato: i suoi file si sovrappongono nello zip (un blocco di dati vale per molti file), come è fatta solo una «bomba zip» costruita per esaurire memoria e tempo, quindi non è stato aperto</translation>
    </message>
    <message>
        <source>refused: its files together unpack to an enormous size, each packed far tighter than any document (a &apos;zip bomb&apos; of many members, built to exhaust memory and time), so it was not opened</source>
        <translation>rifiutato: i suoi file insieme si espandono a dimensioni enormi, ognuno compresso molto più di qualsiasi documento (una «bomba zip» di molti file, costruita per esaurire memoria e tempo), quindi non è stato aperto</translation>
    </message>
    <message>
        <source>refused: the zip unpacks to more than {size} GB in all (a &apos;zip bomb&apos;, built to exhaust memory and time), so the rest of it was not read</source>
        <translation>rifiutato: lo zip si espande a più di {size} GB in tutto (una «bomba zip», costruita per esaurire memoria e tempo), quindi il resto non è stato letto</translation>
    </message>
    <message>
        <source>an attempt dated in the future ({when}), which no platform writes: its file names may have been made to look like the platform&apos;s, so check who handed it in</source>
        <translation>un tentativo datato nel futuro ({when}), che nessuna piattaforma scrive: i suoi nomi di file potrebbero essere fatti per sembrare quelli della piattaforma; controlla chi l&apos;ha consegnato</translation>
    </message>
    <message>
        <source>refused: the zips of this check hold more than {count} files in all, as no class does (they may be built to stall the check); the zips listed before this one are read, this one and those after it are not. Check fewer zips at a time, or unpack the part you need</source>
        <translation>rifiutato: gli zip di questo controllo contengono più di {count} file in tutto, come nessuna classe (potrebbero essere costruiti per bloccare il controllo); gli zip elencati prima di questo sono letti, questo e i successivi no. Controlla meno zip alla volta, o decomprimi la parte che ti serve</translation>
    </message>
    <message>
        <source>refused: the zips of this check unpack to more than {size} GB in all (a &apos;zip bomb&apos; spread over many zips, built to exhaust memory and time); the zips listed before this one are read, this one and those after it are not</source>
        <translation>rifiutato: gli zip di questo controllo si espandono a più di {size} GB in tutto (una «bomba zip» distribuita su molti zip, costruita per esaurire memoria e tempo); gli zip elencati prima di questo sono letti, questo e i successivi no</translation>
    </message>
    <message>
        <source>not read: listing the zips of this check took more than {seconds} s in all (they may be built to stall the check); the zips listed before are read, this one is not. Check fewer zips at a time</source>
        <translation>non letto: elencare gli zip di questo controllo ha richiesto più di {seconds} s in tutto (potrebbero essere costruiti per bloccare il controllo); gli zip elencati prima sono letti, questo no. Controlla meno zip alla volta</translation>
    </message>
    <message>
        <source>not compared: the assignment sheet (it lies outside the students&apos; submissions and says it is the assignment); its text is left out of every essay, as a template&apos;s is</source>
        <translation>non confrontato: la consegna del compito (si trova fuori dai lavori degli studenti e dice di essere la consegna); il suo testo è escluso da ogni elaborato, come quello di un modello</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} words ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>confrontato in parte: sono state tenute solo le prime {units} parole ({chars} caratteri), per restare nel budget di memoria dell&apos;analisi</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} characters ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>confrontato in parte: sono stati tenuti solo i primi {units} caratteri ({chars} caratteri), per restare nel budget di memoria dell&apos;analisi</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters hidden, in white or in a tiny font</source>
        <translation>testo nascosto escluso: {chars} caratteri nascosti, in bianco o in carattere minuscolo</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters in white or in a tiny font</source>
        <translation>testo nascosto escluso: {chars} caratteri in bianco o in carattere minuscolo</translation>
    </message>
    <message>
        <source>read as {encoding}, as chosen</source>
        <translation>letto come {encoding}, come scelto</translation>
    </message>
    <message>
        <source>{count} bytes are not {encoding}</source>
        <translation>{count} byte non sono {encoding}</translation>
    </message>
    <message>
        <source>{count} byte are not {encoding}</source>
        <translation>{count} byte non è {encoding}</translation>
    </message>
    <message>
        <source>a Canvas gradebook export</source>
        <translation>un&apos;esportazione del registro dei voti di Canvas</translation>
    </message>
    <message>
        <source>a Moodle participants or grades export</source>
        <translation>un&apos;esportazione dei partecipanti o dei voti di Moodle</translation>
    </message>
    <message>
        <source>a Google Classroom grades export</source>
        <translation>un&apos;esportazione dei voti di Google Classroom</translation>
    </message>
    <message>
        <source>a Microsoft Teams grades export</source>
        <translation>un&apos;esportazione dei voti di Microsoft Teams</translation>
    </message>
    <message>
        <source>a table of names</source>
        <translation>una tabella di nomi</translation>
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
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>plagcheck hit an unexpected error and carried on.

{summary}

Details were written to {log_path}.</source>
        <translation>plagcheck ha incontrato un errore imprevisto ed è andato avanti.

{summary}

I dettagli sono stati scritti in {log_path}.</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Rapporto HTML (*.html)</translation>
    </message>
    <message>
        <source>Pairs as CSV (*.csv)</source>
        <translation>Coppie in CSV (*.csv)</translation>
    </message>
    <message>
        <source>Pairs as JSON (*.json)</source>
        <translation>Coppie in JSON (*.json)</translation>
    </message>
    <message>
        <source> — names replaced by pseudonyms</source>
        <translation> — nomi sostituiti da pseudonimi</translation>
    </message>
    <message>
        <source>Report saved</source>
        <extracomment>The formats offered by each export, the first chosen when the dialog opens.</extracomment>
        <translation>Rapporto salvato</translation>
    </message>
    <message>
        <source>Saved {name} in {parent}.</source>
        <translation>{name} salvato in {parent}.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Aprilo</translation>
    </message>
    <message>
        <source>Show its folder</source>
        <translation>Mostra la sua cartella</translation>
    </message>
    <message>
        <source>Scan a folder first: there is nothing to export yet.</source>
        <extracomment>Called with the written file after an export from the dialog (tests replace it).</extracomment>
        <translation>Analizza prima una cartella: non c&apos;è ancora niente da esportare.</translation>
    </message>
    <message>
        <source>Export anonymised report</source>
        <translation>Esporta il rapporto anonimizzato</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Esporta il rapporto</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>The report could not be written to {target}: {exc}</source>
        <translation>Non è stato possibile scrivere il rapporto in {target}: {exc}</translation>
    </message>
    <message>
        <source>Saved {written}</source>
        <translation>{written} salvato</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in both texts</source>
        <translation>Cerca in entrambi i testi</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Successivo</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Chiudi la barra di ricerca (Esc)</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Cerca:</translation>
    </message>
    <message>
        <source>Found in {side}</source>
        <translation>Trovato in {side}</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Non trovato</translation>
    </message>
</context>
<context>
    <name>ForgetDialog</name>
    <message>
        <source>Forget cached texts?</source>
        <translation>Dimenticare i testi in cache?</translation>
    </message>
    <message>
        <source>plagcheck keeps the text it read from each file ({text} now), so that a second scan is fast. They are in {cache_file}, readable by you only. Delete them? The next scan reads every file again. Saved checks keep their own copy of the texts.</source>
        <translation>plagcheck conserva il testo letto da ogni file ({text} ora), così una seconda analisi è rapida. Si trovano in {cache_file}, leggibili solo da te. Eliminarli? La prossima analisi rileggerà ogni file. I controlli salvati conservano una propria copia dei testi.</translation>
    </message>
    <message>
        <source>Forget them</source>
        <translation>Dimenticali</translation>
    </message>
</context>
<context>
    <name>GraphSvg</name>
    <message>
        <source>Group of {size} students, highest score {score}</source>
        <extracomment>Stroke colour and dash pattern of an edge per review state (&quot;&quot; draws a solid line).</extracomment>
        <translation>Gruppo di {size} studenti, punteggio più alto {score}</translation>
    </message>
</context>
<context>
    <name>GroupsPage</name>
    <message>
        <source>Students</source>
        <translation>Studenti</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Più alto</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membri</translation>
    </message>
    <message>
        <source>Click a line to compare those two documents</source>
        <translation>Fai clic su una linea per confrontare quei due documenti</translation>
    </message>
    <message>
        <source>Thicker line: more text in common. Click a line to compare the two documents. Blue-grey: not reviewed; red: confirmed; orange dashes: needs a conversation; grey dots: not plagiarism.</source>
        <translation>Linea più spessa: più testo in comune. Fai clic su una linea per confrontare i due documenti. Grigio-azzurro: non valutata; rosso: confermato; trattini arancioni: serve un colloquio; puntini grigi: non è plagio.</translation>
    </message>
    <message>
        <source>No group at this threshold: no two students share enough text.</source>
        <translation>Nessun gruppo con questa soglia: nessuna coppia di studenti condivide abbastanza testo.</translation>
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
        <translation>Come leggere i punteggi</translation>
    </message>
    <message>
        <source>Every document is compared with every other. A pair is listed when its score reaches the threshold you set with the slider, or when the two documents share a passage long enough to look at whatever its share of a long essay (the “Listed for” column says which).</source>
        <translation>Ogni documento viene confrontato con tutti gli altri. Una coppia viene elencata quando il suo punteggio raggiunge la soglia che imposti con il cursore, oppure quando i due documenti condividono un passo abbastanza lungo da meritare una lettura, qualunque sia la sua quota in un lungo tema (la colonna «Elencata per» dice quale dei due).</translation>
    </message>
    <message>
        <source>The threshold only filters what is shown: moving it never rescans.</source>
        <translation>La soglia filtra solo ciò che viene mostrato: spostarla non rianalizza mai.</translation>
    </message>
    <message>
        <source>What the colours mean</source>
        <translation>Che cosa significano i colori</translation>
    </message>
    <message>
        <source>In the side-by-side view each shared passage has a colour, and its twin in the other document has the same colour. Click a passage to bring its twin into view.</source>
        <translation>Nella vista affiancata ogni passo in comune ha un colore, e il suo gemello nell&apos;altro documento ha lo stesso colore. Fai clic su un passo per portare in vista il suo gemello.</translation>
    </message>
    <message>
        <source>Copied passages ({copied}) are filled with their colour.</source>
        <translation>I passi copiati ({copied}) sono riempiti del loro colore.</translation>
    </message>
    <message>
        <source>Reworded passages ({reworded}) are outlined with a dashed line instead, and the words both sides share are in bold inside them. Each passage shows how alike its two sides are.</source>
        <translation>I passi riformulati ({reworded}) sono invece contornati da una linea tratteggiata, e le parole che entrambi i lati hanno sono in grassetto al loro interno. Ogni passo indica quanto si somigliano i suoi due lati.</translation>
    </message>
    <message>
        <source>A reworded passage marked “{SHAPE_LABEL}” was found by its shape: its {SHAPE_WORDS}, as a tool swapping words for others of the same meaning leaves them. Its likeness is then low: the shape is the evidence, and the view says how many sentences show it.</source>
        <translation>Un passo riformulato segnato come «{SHAPE_LABEL}» è stato trovato dalla sua forma: {SHAPE_WORDS}, come lascia uno strumento che sostituisce le parole con altre dello stesso significato. La sua somiglianza è allora bassa: la prova è la forma, e la vista dice quante frasi la mostrano.</translation>
    </message>
    <message>
        <source>Greyed text did not count: the assignment or a template given to everyone, text common to most of the class, and text several essays have at the same place (a cover sheet, the question pasted at the top). Italic text on grey-blue is a quotation: one without a citation counts like any other text; one with a citation beside it is greyed too (quoted and cited: it did not count). Upright text on beige is a reference list, left out of the scores unless the settings count it.</source>
        <translation>Il testo in grigio non è stato contato: la consegna o un modello dato a tutti, il testo comune alla maggior parte della classe e il testo che più elaborati hanno nello stesso punto (un frontespizio, la domanda incollata in cima). Il testo in corsivo su grigio-azzurro è una citazione: senza fonte conta come qualsiasi altro testo; con la fonte accanto è anch&apos;essa grigia (citata con fonte: non è stata contata). Il testo in tondo su beige è una bibliografia, esclusa dai punteggi a meno che le impostazioni non la contino.</translation>
    </message>
    <message>
        <source>What is left out, and why</source>
        <extracomment>The guide&apos;s sections the report carries (the others are about the window).</extracomment>
        <translation>Che cosa viene escluso, e perché</translation>
    </message>
    <message>
        <source>Files given to everyone (the assignment, a template) never count, wherever they occur.</source>
        <translation>I file dati a tutti (la consegna, un modello) non contano mai, ovunque compaiano.</translation>
    </message>
    <message>
        <source>Text that most of the class shares (set phrases, the question repeated) is left out, so that everyone answering the same question does not look like copying; so is text three or more students have at the top of their essays (a cover sheet&apos;s labels, the question they pasted), in a class of any size. A document in the folder that essays begin with, the question sheet, is used as the template and not compared.</source>
        <translation>Il testo che la maggior parte della classe condivide (frasi fatte, la domanda ripetuta) viene escluso, così che chi risponde alla stessa domanda non sembri copiare; lo stesso vale per il testo che tre o più studenti hanno in cima al loro elaborato (le voci di un frontespizio, la domanda incollata), in una classe di qualsiasi dimensione. Un documento della cartella con cui gli elaborati iniziano, il foglio della consegna, viene usato come modello e non confrontato.</translation>
    </message>
    <message>
        <source>A quotation with a citation beside it (Hartley, 2023), [3] or a note number is honest use of a source and does not count; a quotation without one counts, and is marked “quoted, no citation”. Two students&apos; sentences that both cite a source, or that both rework one sentence of a source in the folder, are not taken for copying from each other.</source>
        <translation>Una citazione con la fonte accanto (Hartley, 2023), [3] o un numero di nota è un uso onesto di una fonte e non conta; una citazione senza fonte conta, ed è segnata «citata, senza fonte». Le frasi di due studenti che citano entrambe una fonte, o che rielaborano entrambe la stessa frase di una fonte nella cartella, non vengono scambiate per una copia dell&apos;uno dall&apos;altro.</translation>
    </message>
    <message>
        <source>Reference lists are left out by default; every quotation can be left out in Settings. Both are always shown in their own style.</source>
        <translation>Le bibliografie sono escluse per impostazione predefinita; tutte le citazioni possono essere escluse nelle Impostazioni. Entrambe sono sempre mostrate con uno stile proprio.</translation>
    </message>
    <message>
        <source>A pair that shares nothing but part of one sentence (a set phrase such as “In this essay I will look at the main threats and”) is not listed.</source>
        <translation>Una coppia che condivide solo una parte di una frase (una frase fatta come «In questo tema esaminerò le principali minacce e») non viene elencata.</translation>
    </message>
    <message>
        <source>Very short matches (a few words in common) do not count: any two texts on one topic share some.</source>
        <translation>Le corrispondenze molto brevi (poche parole in comune) non contano: due testi sullo stesso argomento ne condividono sempre qualcuna.</translation>
    </message>
    <message>
        <source>Files that could not be read are listed under File problems with the reason; the rest of the class is compared without them.</source>
        <translation>I file che non è stato possibile leggere sono elencati in Problemi dei file con il motivo; il resto della classe viene confrontato senza di loro.</translation>
    </message>
    <message>
        <source>What a high score does and does not prove</source>
        <translation>Che cosa prova un punteggio alto, e che cosa no</translation>
    </message>
    <message>
        <source>A high score means the two texts share wording. It does not say who copied from whom, or whether copying happened at all: both may have used the same source, quoted the same text, or worked together as they were allowed to.</source>
        <translation>Un punteggio alto significa che i due testi hanno formulazioni in comune. Non dice chi ha copiato da chi, né se ci sia stata una copia: entrambi potrebbero aver usato la stessa fonte, citato lo stesso testo o lavorato insieme come era loro permesso.</translation>
    </message>
    <message>
        <source>A low score does not prove independence either: a short passage in a long essay is a small share (that is why long passages are listed whatever the score), and heavy rewording can hide some copying.</source>
        <translation>Nemmeno un punteggio basso prova l&apos;indipendenza: un passo breve in un lungo tema è una quota piccola (per questo i passi lunghi vengono elencati qualunque sia il punteggio), e una riformulazione pesante può nascondere parte della copia.</translation>
    </message>
    <message>
        <source>The score is a reason to read both texts, never a verdict on its own.</source>
        <translation>Il punteggio è un motivo per leggere entrambi i testi, mai un verdetto da solo.</translation>
    </message>
    <message>
        <source>Reviewing a pair fairly</source>
        <translation>Valutare una coppia con equità</translation>
    </message>
    <message>
        <source>Read both passages in context, in the side-by-side view, before deciding.</source>
        <translation>Leggi entrambi i passi nel loro contesto, nella vista affiancata, prima di decidere.</translation>
    </message>
    <message>
        <source>Check whether the shared text is a quotation, the question, a common source or set phrases.</source>
        <translation>Verifica se il testo in comune è una citazione, la domanda, una fonte comune o frasi fatte.</translation>
    </message>
    <message>
        <source>Look at the other pairs of the same students (the Groups tab): a group sharing one source reads differently from two students sharing with each other.</source>
        <translation>Guarda le altre coppie degli stessi studenti (la scheda Gruppi): un gruppo che condivide una stessa fonte si legge diversamente da due studenti che condividono tra loro.</translation>
    </message>
    <message>
        <source>Record what you decided and why with a review state and a note; they are saved with the check and can go in the report.</source>
        <translation>Annota che cosa hai deciso e perché con uno stato di valutazione e una nota; vengono salvati con il controllo e possono comparire nel rapporto.</translation>
    </message>
    <message>
        <source>Talk with the student before concluding: they may have an explanation the texts do not show.</source>
        <translation>Parla con lo studente prima di concludere: potrebbe avere una spiegazione che i testi non mostrano.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Come funziona (avanzato)</translation>
    </message>
    <message>
        <source>Each text is cut into overlapping runs of {k} {units} (“shingles”), after folding case, invisible characters and look-alike letters. Two texts share wording when they share shingles.</source>
        <translation>Ogni testo viene diviso in sequenze sovrapposte di {k} {units} («shingle»), dopo aver uniformato maiuscole e minuscole, caratteri invisibili e lettere sosia. Due testi hanno formulazioni in comune quando condividono degli shingle.</translation>
    </message>
    <message>
        <source>Comparing every pair exactly would take too long for a large class, so plagcheck first finds the pairs worth checking with a few searches. The whole-document search compares short fingerprints of each text (MinHash signatures) grouped in bands (locality-sensitive hashing): the chance that a pair is checked rises steeply with how alike the whole texts are (the S-curve shown under View). The passage search does the same for windows of each text, so that one copied paragraph in a long essay is found even though the essays as wholes are not alike; when finding reworded copying is on, a third search looks at windows of content words whatever their order, and a fourth at the order of the small words (the, of, in) and of the commas and full stops, which a synonym tool leaves where they were.</source>
        <translation>Confrontare esattamente ogni coppia richiederebbe troppo tempo per una classe grande, quindi plagcheck trova prima, con alcune ricerche, le coppie che vale la pena controllare. La ricerca sui documenti interi confronta brevi impronte di ogni testo (firme MinHash) raggruppate in bande (hashing sensibile alla località): la probabilità che una coppia venga controllata cresce rapidamente con la somiglianza dei testi interi (la curva a S mostrata in Visualizza). La ricerca dei passi fa lo stesso per finestre di ogni testo, così un paragrafo copiato in un lungo tema viene trovato anche se i temi nel complesso non si somigliano; quando la ricerca della copia riformulata è attiva, una terza ricerca esamina finestre di parole di contenuto in qualsiasi ordine, e una quarta l&apos;ordine delle parole piccole (il, di, in) e delle virgole e dei punti, che uno strumento di sinonimi lascia dove erano.</translation>
    </message>
    <message>
        <source>Every pair found is then checked exactly: the shared shingles are counted and located in both texts, and nearby matches are joined into passages. Reworded passages are found by comparing the two texts sentence by sentence by their content words, whatever their order, and by the shape of their sentences: a paragraph whose words were swapped for synonyms one for one keeps its small words and the length of each sentence, sentence after sentence, and is found by that even where few of its words are left (it then shows a low likeness and is marked “{SHAPE_LABEL}”). The figures come from this exact check, never from the fingerprints.</source>
        <translation>Ogni coppia trovata viene poi controllata esattamente: gli shingle in comune vengono contati e localizzati in entrambi i testi, e le corrispondenze vicine vengono unite in passi. I passi riformulati vengono trovati confrontando i due testi frase per frase in base alle parole di contenuto, in qualsiasi ordine, e alla forma delle frasi: un paragrafo le cui parole sono state sostituite una a una con sinonimi conserva le sue parole piccole e la lunghezza di ogni frase, frase dopo frase, e viene trovato per questo anche quando restano poche delle sue parole (mostra allora una bassa somiglianza ed è segnato «{SHAPE_LABEL}»). I numeri vengono da questo controllo esatto, mai dalle impronte.</translation>
    </message>
    <message>
        <source>“Similar overall” is the Jaccard similarity of the two sets of shingles; “A found in B” is the containment of A in B, with the words of reworded passages added.</source>
        <translation>«Somiglianza complessiva» è la similarità di Jaccard dei due insiemi di shingle; «A in B» è la quota di A contenuta in B, con l&apos;aggiunta delle parole dei passi riformulati.</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Reading plagcheck&apos;s results&lt;/h1&gt;
</source>
        <translation>&lt;h1&gt;Leggere i risultati di plagcheck&lt;/h1&gt;
</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>plagcheck guide</source>
        <translation>Guida di plagcheck</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>{count} checked pairs by score; threshold {threshold}</source>
        <translation>{count} coppie controllate per punteggio; soglia {threshold}</translation>
    </message>
    <message>
        <source>threshold {threshold}</source>
        <translation>soglia {threshold}</translation>
    </message>
    <message>
        <source>score (larger containment)</source>
        <translation>punteggio (la quota contenuta maggiore)</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>coppie</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>typed text</source>
        <extracomment>Characters a shared prefix or suffix may be cut at: never inside a word. What Canvas&apos;s file names call a submission typed into its text box (engine/reading/layouts.py), as shown.</extracomment>
        <translation>testo digitato</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>Adding to the library</source>
        <translation>Aggiunta alla biblioteca</translation>
    </message>
    <message>
        <source>Choose a folder of texts to add as a collection</source>
        <translation>Scegli una cartella di testi da aggiungere come raccolta</translation>
    </message>
    <message>
        <source>Name the collection</source>
        <translation>Dai un nome alla raccolta</translation>
    </message>
    <message>
        <source>Collection name (an existing name adds to that collection):</source>
        <translation>Nome della raccolta (un nome esistente aggiunge a quella raccolta):</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Rimuovi raccolta</translation>
    </message>
    <message>
        <source>Remove the collection {name} ({documents} documents) from the library? The original files are not touched.</source>
        <translation>Rimuovere dalla biblioteca la raccolta {name} ({documents} documenti)? I file originali non vengono toccati.</translation>
    </message>
    <message>
        <source>Choose the folder of an institution&apos;s archive</source>
        <translation>Scegli la cartella dell&apos;archivio di un istituto</translation>
    </message>
    <message>
        <source>Add an archive</source>
        <translation>Aggiungi un archivio</translation>
    </message>
    <message>
        <source>The archive&apos;s address, as your IT department gives it (or a folder):</source>
        <translation>L&apos;indirizzo dell&apos;archivio, come lo fornisce il tuo servizio informatico (o una cartella):</translation>
    </message>
    <message>
        <source>cannot be used: {exc}</source>
        <translation>non utilizzabile: {exc}</translation>
    </message>
    <message>
        <source>Added {added} documents to {name}</source>
        <translation>{added} documenti aggiunti a {name}</translation>
    </message>
    <message>
        <source>; {already_there} were already in it</source>
        <translation>; {already_there} c&apos;erano già</translation>
    </message>
    <message>
        <source> and {unreadable} more</source>
        <translation> e altri {unreadable}</translation>
    </message>
    <message>
        <source>; {unreadable} could not be read ({shown}{more})</source>
        <translation>; {unreadable} non è stato possibile leggerli ({shown}{more})</translation>
    </message>
    <message>
        <source>The library could not be opened: {exc}</source>
        <translation>Non è stato possibile aprire la biblioteca: {exc}</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Raccolta</translation>
    </message>
    <message>
        <source>Adding {folder} as {name}…</source>
        <translation>Aggiunta di {folder} come {name}…</translation>
    </message>
    <message>
        <source>{address} was not added: {documents}</source>
        <translation>{address} non è stato aggiunto: {documents}</translation>
    </message>
    <message>
        <source>Added the archive {address} ({documents} documents); the next scan uses it.</source>
        <translation>Archivio {address} aggiunto ({documents} documenti); la prossima analisi lo userà.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {exc}</source>
        <translation>Non è stato possibile rimuovere {name}: {exc}</translation>
    </message>
    <message>
        <source>Removed {name} ({removed} documents).</source>
        <translation>{name} rimossa ({removed} documenti).</translation>
    </message>
    <message>
        <source>{words}: {done} of {total}</source>
        <translation>{words}: {done} di {total}</translation>
    </message>
    <message>
        <source>Adding stopped with an error: {message}</source>
        <translation>L&apos;aggiunta si è fermata per un errore: {message}</translation>
    </message>
    <message>
        <source>Adding cancelled; the documents stored so far are kept.</source>
        <translation>Aggiunta annullata; i documenti salvati finora vengono conservati.</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>The reference library keeps texts the class may have copied from: last year&apos;s essays, a textbook chapter, web pages saved as files. Tick the collections the next scan should compare the class with; each student is compared with them, and they are never compared with each other. The library is kept in plagcheck&apos;s own data folder: the folders you add are only read.</source>
        <translation>La biblioteca di riferimento conserva testi da cui la classe potrebbe aver copiato: i temi dell&apos;anno scorso, un capitolo di un libro di testo, pagine web salvate come file. Spunta le raccolte con cui la prossima analisi deve confrontare la classe; ogni studente viene confrontato con esse, ed esse non vengono mai confrontate tra loro. La biblioteca è conservata nella cartella dati di plagcheck: le cartelle che aggiungi vengono solo lette.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Raccolta</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documenti</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Dal</translation>
    </message>
    <message>
        <source>An institution&apos;s archive of past submissions (a folder on a shared drive, or the address your IT department gives you) is only read: the class is compared with every document in it. Ticked archives are used by the next scan; an unticked one leaves this list when the dialog closes.</source>
        <translation>L&apos;archivio delle consegne passate di un istituto (una cartella su un&apos;unità condivisa, o l&apos;indirizzo che ti fornisce il servizio informatico) viene solo letto: la classe viene confrontata con ogni suo documento. Gli archivi spuntati vengono usati dalla prossima analisi; uno non spuntato lascia questo elenco alla chiusura della finestra.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivio</translation>
    </message>
    <message>
        <source>Reference library</source>
        <translation>Biblioteca di riferimento</translation>
    </message>
    <message>
        <source>The library is empty. Add a folder of texts as a collection to start.</source>
        <translation>La biblioteca è vuota. Aggiungi una cartella di testi come raccolta per cominciare.</translation>
    </message>
    <message>
        <source>&amp;Add folder as collection…</source>
        <translation>&amp;Aggiungi cartella come raccolta…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>Add archive &amp;folder…</source>
        <translation>Aggiungi &amp;cartella di archivio…</translation>
    </message>
    <message>
        <source>Add archive a&amp;ddress…</source>
        <translation>Aggiungi &amp;indirizzo di archivio…</translation>
    </message>
    <message>
        <source>Cancel adding</source>
        <translation>Annulla l&apos;aggiunta</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with this collection</source>
        <translation>Spuntata: la prossima analisi confronta la classe con questa raccolta</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with every document of this archive</source>
        <translation>Spuntato: la prossima analisi confronta la classe con ogni documento di questo archivio</translation>
    </message>
</context>
<context>
    <name>MainController</name>
    <message>
        <source>. Drop a folder of submissions, or the documents themselves.</source>
        <extracomment>The window asks about at most this many files that look like the assignment&apos;s question, one by one. Asks whether folders named like sources hold sources: (window, folders) -&gt; the confirmed ones. Asks before forgetting cached texts: (window, cache file, texts held) -&gt; True to go ahead. Asks whether a file that looks like the assignment&apos;s question is it: (window, its name) -&gt; True if so.</extracomment>
        <translation>. Trascina una cartella di consegne, o i documenti stessi.</translation>
    </message>
    <message>
        <source>Choose a folder of student work</source>
        <translation>Scegli una cartella di lavori degli studenti</translation>
    </message>
    <message>
        <source>Choose documents to compare</source>
        <translation>Scegli i documenti da confrontare</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documenti ({patterns});;Tutti i file (*)</translation>
    </message>
    <message>
        <source>{folder} no longer exists.</source>
        <translation>{folder} non esiste più.</translation>
    </message>
    <message>
        <source>Scanning {names} — plagcheck</source>
        <translation>Analisi di {names} — plagcheck</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Analisi in corso…</translation>
    </message>
    <message>
        <source>the scan ended without a result</source>
        <translation>l&apos;analisi è finita senza risultato</translation>
    </message>
    <message>
        <source>Scanned in {seconds} s.</source>
        <translation>Analisi completata in {seconds} s.</translation>
    </message>
    <message>
        <source>{count} files look like the assignment&apos;s question; if one is, add it under Scan → Files given to everyone…</source>
        <translation>{count} file sembrano la domanda della consegna; se uno lo è, aggiungilo da Analisi → File dati a tutti…</translation>
    </message>
    <message>
        <source>The scan stopped with an error: {message}</source>
        <translation>L&apos;analisi si è fermata per un errore: {message}</translation>
    </message>
    <message>
        <source>Scan cancelled.</source>
        <translation>Analisi annullata.</translation>
    </message>
    <message>
        <source> {missing} original files are no longer where they were; their saved text is shown.</source>
        <translation> {missing} file originali non sono più dov&apos;erano; viene mostrato il loro testo salvato.</translation>
    </message>
    <message>
        <source>Opened {name}, saved {saved_at}.{missing}</source>
        <translation>{name} aperto, salvato {saved_at}.{missing}</translation>
    </message>
    <message>
        <source>{name}[*] — plagcheck</source>
        <translation>{name}[*] — plagcheck</translation>
    </message>
    <message>
        <source>plagcheck check</source>
        <translation>controllo plagcheck</translation>
    </message>
    <message>
        <source>The new language takes effect the next time plagcheck starts.</source>
        <translation>La nuova lingua avrà effetto al prossimo avvio di plagcheck.</translation>
    </message>
    <message>
        <source>Wait for the scan to end (or cancel it) to forget cached texts.</source>
        <translation>Attendi la fine dell&apos;analisi (o annullala) per dimenticare i testi in cache.</translation>
    </message>
    <message>
        <source>The cached texts could not be deleted: {exc}</source>
        <translation>Non è stato possibile eliminare i testi in cache: {exc}</translation>
    </message>
    <message>
        <source>Forgot {text}.</source>
        <translation>Testi in cache dimenticati: {text}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Results</source>
        <extracomment>Room left on the screen for the window&apos;s frame, which the window manager adds around it: the title bar above, a border on each side and below.</extracomment>
        <translation>Risultati</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Confronta</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppi</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Studenti</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <extracomment>Asked before the window closes; False keeps it open (the controller sets it: unsaved reviews).</extracomment>
        <translation>Apri &amp;cartella…</translation>
    </message>
    <message>
        <source>Scan every document in a folder</source>
        <translation>Analizza ogni documento di una cartella</translation>
    </message>
    <message>
        <source>Open f&amp;iles…</source>
        <translation>Apri f&amp;ile…</translation>
    </message>
    <message>
        <source>Scan chosen documents</source>
        <translation>Analizza i documenti scelti</translation>
    </message>
    <message>
        <source>Open chec&amp;k…</source>
        <translation>Apri con&amp;trollo…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews</source>
        <translation>Apri un controllo salvato in precedenza, con le sue valutazioni</translation>
    </message>
    <message>
        <source>&amp;Save check</source>
        <translation>&amp;Salva controllo</translation>
    </message>
    <message>
        <source>Save this check and its reviews to one file, to open later</source>
        <translation>Salva questo controllo e le sue valutazioni in un file, da riaprire più tardi</translation>
    </message>
    <message>
        <source>Save check &amp;as…</source>
        <translation>Salva controllo &amp;come…</translation>
    </message>
    <message>
        <source>Save this check and its reviews to another file</source>
        <translation>Salva questo controllo e le sue valutazioni in un altro file</translation>
    </message>
    <message>
        <source>&amp;Print pair…</source>
        <translation>Stam&amp;pa coppia…</translation>
    </message>
    <message>
        <source>Print the selected pair side by side, as the report shows it</source>
        <translation>Stampa la coppia selezionata affiancata, come la mostra il rapporto</translation>
    </message>
    <message>
        <source>Open document &amp;A</source>
        <translation>Apri il documento &amp;A</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document A in the program that opens it</source>
        <translation>Apri il documento A della coppia selezionata con il programma che lo apre</translation>
    </message>
    <message>
        <source>Open document &amp;B</source>
        <translation>Apri il documento &amp;B</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document B in the program that opens it</source>
        <translation>Apri il documento B della coppia selezionata con il programma che lo apre</translation>
    </message>
    <message>
        <source>Show A in its folder</source>
        <translation>Mostra A nella sua cartella</translation>
    </message>
    <message>
        <source>Open the folder holding document A</source>
        <translation>Apri la cartella che contiene il documento A</translation>
    </message>
    <message>
        <source>Show B in its folder</source>
        <translation>Mostra B nella sua cartella</translation>
    </message>
    <message>
        <source>Open the folder holding document B</source>
        <translation>Apri la cartella che contiene il documento B</translation>
    </message>
    <message>
        <source>&amp;Find in texts…</source>
        <translation>Ce&amp;rca nei testi…</translation>
    </message>
    <message>
        <source>Find words in the two texts of the compare view</source>
        <translation>Cerca parole nei due testi della vista di confronto</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Rianalizza</translation>
    </message>
    <message>
        <source>Scan the same folder again</source>
        <translation>Analizza di nuovo la stessa cartella</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Esporta rapporto…</translation>
    </message>
    <message>
        <source>Save an HTML report of the pairs shown (also CSV or JSON)</source>
        <translation>Salva un rapporto HTML delle coppie mostrate (anche CSV o JSON)</translation>
    </message>
    <message>
        <source>Export &amp;anonymised report…</source>
        <translation>Esporta rapporto &amp;anonimizzato…</translation>
    </message>
    <message>
        <source>The same report with every student named by a pseudonym (Student 1, Student 2…)</source>
        <translation>Lo stesso rapporto con ogni studente indicato da uno pseudonimo (Studente 1, Studente 2…)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Come vengono confrontati i documenti</translation>
    </message>
    <message>
        <source>&amp;Cancel scan</source>
        <translation>&amp;Annulla analisi</translation>
    </message>
    <message>
        <source>Stop the scan that is running</source>
        <translation>Ferma l&apos;analisi in corso</translation>
    </message>
    <message>
        <source>Class &amp;list…</source>
        <translation>&amp;Elenco della classe…</translation>
    </message>
    <message>
        <source>Name the students from the class list your platform exports</source>
        <translation>Nomina gli studenti in base all&apos;elenco della classe che esporta la tua piattaforma</translation>
    </message>
    <message>
        <source>Files given to &amp;everyone…</source>
        <translation>File dati a &amp;tutti…</translation>
    </message>
    <message>
        <source>The assignment or template every student got: its text never counts</source>
        <translation>La consegna o il modello che ogni studente ha ricevuto: il suo testo non conta mai</translation>
    </message>
    <message>
        <source>&amp;Sources in the class folder…</source>
        <translation>&amp;Fonti nella cartella della classe…</translation>
    </message>
    <message>
        <source>Mark files or folders of the class as sources, not students&apos; work</source>
        <translation>Segna file o cartelle della classe come fonti, non come lavori degli studenti</translation>
    </message>
    <message>
        <source>Reference &amp;library…</source>
        <translation>&amp;Biblioteca di riferimento…</translation>
    </message>
    <message>
        <source>Collections of texts the class is compared with (last year&apos;s essays…)</source>
        <translation>Raccolte di testi con cui la classe viene confrontata (i temi dell&apos;anno scorso…)</translation>
    </message>
    <message>
        <source>Open &amp;compare view</source>
        <translation>Apri la vista di &amp;confronto</translation>
    </message>
    <message>
        <source>Show &amp;results</source>
        <translation>Mostra &amp;risultati</translation>
    </message>
    <message>
        <source>Show &amp;groups</source>
        <translation>Mostra &amp;gruppi</translation>
    </message>
    <message>
        <source>Groups of students linked by shared text</source>
        <translation>Gruppi di studenti collegati da testo in comune</translation>
    </message>
    <message>
        <source>Show &amp;students</source>
        <translation>Mostra &amp;studenti</translation>
    </message>
    <message>
        <source>Each submission&apos;s highest match</source>
        <translation>La corrispondenza più alta di ogni consegna</translation>
    </message>
    <message>
        <source>Show the c&amp;lass</source>
        <translation>Mostra la c&amp;lasse</translation>
    </message>
    <message>
        <source>How the files were read: which student handed in what (correct it here)</source>
        <translation>Come sono stati letti i file: quale studente ha consegnato cosa (correggilo qui)</translation>
    </message>
    <message>
        <source>Mark the selected pair: {lower}</source>
        <translation>Segna la coppia selezionata: {lower}</translation>
    </message>
    <message>
        <source>Mark this pair: {lower} (Ctrl+{number})</source>
        <translation>Segna questa coppia: {lower} (Ctrl+{number})</translation>
    </message>
    <message>
        <source>Write a &amp;note…</source>
        <translation>Scrivi una &amp;nota…</translation>
    </message>
    <message>
        <source>Write a note about the selected pair</source>
        <translation>Scrivi una nota sulla coppia selezionata</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Nota…</translation>
    </message>
    <message>
        <source>Write a note about this pair (F2)</source>
        <translation>Scrivi una nota su questa coppia (F2)</translation>
    </message>
    <message>
        <source>plagcheck &amp;guide</source>
        <translation>&amp;Guida di plagcheck</translation>
    </message>
    <message>
        <source>How to read the scores and colours, and how to review a pair fairly</source>
        <translation>Come leggere i punteggi e i colori, e come valutare una coppia con equità</translation>
    </message>
    <message>
        <source>How it &amp;works</source>
        <translation>Come &amp;funziona</translation>
    </message>
    <message>
        <source>The method behind the figures (advanced)</source>
        <translation>Il metodo dietro i numeri (avanzato)</translation>
    </message>
    <message>
        <source>Show &amp;copied passages only</source>
        <translation>Mostra solo i passi &amp;copiati</translation>
    </message>
    <message>
        <source>Hide reworded passages and count copied text only (no rescan)</source>
        <translation>Nascondi i passi riformulati e conta solo il testo copiato (senza rianalizzare)</translation>
    </message>
    <message>
        <source>Show the search &amp;curve (advanced)</source>
        <translation>Mostra la c&amp;urva di ricerca (avanzato)</translation>
    </message>
    <message>
        <source>The chance the whole-document search checks a pair, by similarity</source>
        <translation>La probabilità che la ricerca sui documenti interi controlli una coppia, secondo la somiglianza</translation>
    </message>
    <message>
        <source>&amp;Forget cached texts…</source>
        <translation>&amp;Dimentica i testi in cache…</translation>
    </message>
    <message>
        <source>Delete the texts kept from files already read (the next scan reads every file again)</source>
        <translation>Elimina i testi conservati dei file già letti (la prossima analisi rileggerà ogni file)</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>Mostra la cartella del &amp;registro</translation>
    </message>
    <message>
        <source>&amp;About plagcheck</source>
        <translation>&amp;Informazioni su plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>&amp;Analisi</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Valutazione</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>V&amp;isualizza</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>S&amp;trumenti</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Come funziona</translation>
    </message>
</context>
<context>
    <name>MatchMap</name>
    <message>
        <source>Where the shared passages are in each document. Click a band to select it.</source>
        <translation>Dove si trovano i passi in comune in ogni documento. Fai clic su una banda per selezionarla.</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <source>Similarity report: {name}, {date}</source>
        <translation>Rapporto di somiglianza: {name}, {date}</translation>
    </message>
    <message>
        <source>Similarity report, {date}</source>
        <translation>Rapporto di somiglianza, {date}</translation>
    </message>
    <message>
        <source>anonymised similarity report</source>
        <translation>rapporto di somiglianza anonimizzato</translation>
    </message>
    <message>
        <source>similarity report</source>
        <translation>rapporto di somiglianza</translation>
    </message>
    <message>
        <source>anonymised pairs</source>
        <translation>coppie anonimizzate</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>coppie</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>compared only in part: this pair took over {seconds} s to compare (the files may be built to stall the check), so passages past the point reached were not looked for, reworded ones not at all, and its scores count every shared phrase; compare the two files by hand</source>
        <extracomment>Every notice&apos;s English text by key ({name}: a value of the notice).</extracomment>
        <translation>confrontata solo in parte: il confronto di questa coppia ha richiesto più di {seconds} s (i file potrebbero essere costruiti per bloccare il controllo), quindi i passaggi oltre il punto raggiunto non sono stati cercati, quelli riformulati per niente, e i suoi punteggi contano ogni espressione comune; confronta i due file a mano</translation>
    </message>
    <message>
        <source>shown in part: this pair shares more than {passages} separate passages (one file may be the other&apos;s pieces shuffled and repeated), so only the longest {passages} are shown, reworded ones were not looked for, and its scores count every passage; compare the two files by hand</source>
        <translation>mostrata in parte: questa coppia condivide più di {passages} passaggi distinti (un file potrebbe essere i pezzi dell&apos;altro mescolati e ripetuti), quindi sono mostrati solo i {passages} più lunghi, quelli riformulati non sono stati cercati, e i suoi punteggi contano ogni passaggio; confronta i due file a mano</translation>
    </message>
    <message>
        <source>not compared in full: comparing this pair took too long or failed, so no passage was looked for and its scores count every shared phrase; compare the two files by hand</source>
        <translation>non confrontata del tutto: il confronto di questa coppia ha richiesto troppo tempo o non è riuscito, quindi nessun passaggio è stato cercato e i suoi punteggi contano ogni espressione comune; confronta i due file a mano</translation>
    </message>
    <message>
        <source>The memory limit for reading files could not be set on this system: a file built to exhaust memory was stopped only by the limits inside the readers and the time limit.</source>
        <translation>Non è stato possibile impostare il limite di memoria per leggere i file su questo sistema: un file costruito per esaurire la memoria è stato fermato solo dai limiti dei lettori e dal limite di tempo.</translation>
    </message>
    <message>
        <source>Files were read with less memory than usual: this program runs under a memory limit set outside it (ulimit -v, a container or a batch system), which left each reader {least} MB instead of {usual} MB; a file that needed more is listed as too large to read.</source>
        <translation>I file sono stati letti con meno memoria del solito: questo programma gira sotto un limite di memoria impostato dall&apos;esterno (ulimit -v, un container o un sistema batch), che ha lasciato a ogni lettore {least} MB invece di {usual} MB; un file che ne richiedeva di più è elencato come troppo grande da leggere.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they hold more than {files} files in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>È stata letta solo una parte degli zip: contengono più di {files} file in tutto, come nessuna classe. Non letti (elencati in Problemi dei file): {zips}; i file degli zip elencati prima sono stati controllati.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they unpack to more than {gigabytes} GB in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>È stata letta solo una parte degli zip: decompressi occupano più di {gigabytes} GB in tutto, come nessuna classe. Non letti (elencati in Problemi dei file): {zips}; i file degli zip elencati prima sono stati controllati.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: listing them took more than {seconds} s, as no class&apos;s does. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>È stata letta solo una parte degli zip: elencarli ha richiesto più di {seconds} s, come per nessuna classe. Non letti (elencati in Problemi dei file): {zips}; i file degli zip elencati prima sono stati controllati.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} words of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Per restare nel suo budget di memoria, l&apos;analisi ha confrontato solo in parte i file più lunghi ({files}, elencati in Problemi dei file): confronta al massimo {units} parole di un file, e tanta parte della classe quanta ne contengono circa {megabytes} MB di memoria.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} characters of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Per restare nel suo budget di memoria, l&apos;analisi ha confrontato solo in parte i file più lunghi ({files}, elencati in Problemi dei file): confronta al massimo {units} caratteri di un file, e tanta parte della classe quanta ne contengono circa {megabytes} MB di memoria.</translation>
    </message>
    <message>
        <source>the unit must be &apos;word&apos; or &apos;char&apos;, not {value}</source>
        <translation>l&apos;unità deve essere «word» o «char», non {value}</translation>
    </message>
    <message>
        <source>k must be between 1 and 50 (the length of a run), not {value}</source>
        <translation>la lunghezza delle sequenze (k) deve essere tra 1 e 50, non {value}</translation>
    </message>
    <message>
        <source>num-perm must be between 16 and 1024 (the fingerprints per document), not {value}</source>
        <translation>le impronte per documento (num-perm) devono essere tra 16 e 1024, non {value}</translation>
    </message>
    <message>
        <source>the threshold must be between 0 and 1, not {value}</source>
        <translation>la soglia deve essere tra 0 e 1, non {value}</translation>
    </message>
    <message>
        <source>the smallest overlap kept (min-score) must be between 0 and 1, not {value}</source>
        <translation>la sovrapposizione minima conservata (min-score) deve essere tra 0 e 1, non {value}</translation>
    </message>
    <message>
        <source>the lowest threshold (lowest-threshold) must be between 0 and 1, not {value}</source>
        <translation>la soglia più bassa (lowest-threshold) deve essere tra 0 e 1, non {value}</translation>
    </message>
    <message>
        <source>the share of documents that makes a phrase common (common-share) must be between 0 and 1, not {value}</source>
        <translation>la quota di documenti che rende comune un&apos;espressione (common-share) deve essere tra 0 e 1, non {value}</translation>
    </message>
    <message>
        <source>give both bands and rows, or neither</source>
        <translation>indica sia le bande sia le righe, o nessuna delle due</translation>
    </message>
    <message>
        <source>bands x rows must be at least 1 and at most the fingerprints per document ({num_perm}), not {bands} x {rows}</source>
        <translation>bande × righe deve essere almeno 1 e al massimo le impronte per documento ({num_perm}), non {bands} × {rows}</translation>
    </message>
    <message>
        <source>the gap joined inside a passage and the shortest passage cannot be negative</source>
        <translation>il divario unito dentro un passaggio e il passaggio più corto non possono essere negativi</translation>
    </message>
    <message>
        <source>the long-passage rule&apos;s number of words cannot be negative</source>
        <translation>il numero di parole della regola dei passaggi lunghi non può essere negativo</translation>
    </message>
    <message>
        <source>the file size limit must be positive</source>
        <translation>il limite di dimensione dei file deve essere positivo</translation>
    </message>
    <message>
        <source>the layout must be one of {layouts}, not {value}</source>
        <translation>la disposizione deve essere una tra {layouts}, non {value}</translation>
    </message>
    <message>
        <source>unknown encoding, or not one a text file is written in: {value}</source>
        <translation>codifica sconosciuta, o non adatta a un file di testo: {value}</translation>
    </message>
</context>
<context>
    <name>PairTable</name>
    <message>
        <source>Document A</source>
        <extracomment>Role giving the row&apos;s PairResult. Header role giving the widest text a column shows, for sizing it (figure columns: &quot;100,000&quot;). The figure (plagcheck.vocabulary key) each figure column shows; the others are &quot;#&quot;, the names, &quot;Listed for&quot; and &quot;Review&quot;.</extracomment>
        <translation>Documento A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Documento B</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Elencata per</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>long passage</source>
        <extracomment>Review states in the order the Review column sorts them (undecided first, as the teacher works through them). Marks a review that has a note, after the state&apos;s label. Stands for &quot;leave this filter as it is&quot; (None is a real value of the state filter: every state). The score of every verified pair, in rank order (also what the histogram counts).</extracomment>
        <translation>passo lungo</translation>
    </message>
    <message>
        <source> Copied text only.</source>
        <translation> Solo testo copiato.</translation>
    </message>
    <message>
        <source>Why the pair is listed: its score reaches the threshold, or it shares a passage long enough to look at whatever its score.</source>
        <translation>Perché la coppia è elencata: il suo punteggio raggiunge la soglia, oppure condivide un passo abbastanza lungo da meritare una lettura qualunque sia il punteggio.</translation>
    </message>
    <message>
        <source>score</source>
        <translation>punteggio</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Not used</source>
        <translation>Non usato</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Saltato</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avviso</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Read in another encoding…</source>
        <translation>Leggi con un&apos;altra codifica…</translation>
    </message>
    <message>
        <source>For a text file whose letters came out wrong: choose how to read it</source>
        <translation>Per un file di testo le cui lettere sono uscite sbagliate: scegli come leggerlo</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>(the whole scan)</source>
        <translation>(l&apos;intera analisi)</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Modificato</translation>
    </message>
    <message>
        <source>File problems ({count}): some files changed since this check was saved</source>
        <translation>Problemi dei file ({count}): alcuni file sono cambiati da quando questo controllo è stato salvato</translation>
    </message>
    <message>
        <source>File problems ({problems}): these files were not compared, or only partly</source>
        <translation>Problemi dei file ({problems}): questi file non sono stati confrontati, o solo in parte</translation>
    </message>
    <message>
        <source>File problems: none, every file was read</source>
        <translation>Problemi dei file: nessuno, ogni file è stato letto</translation>
    </message>
    <message>
        <source> · 1 note on how files were read (listed last)</source>
        <translation> · 1 nota su come sono stati letti i file (in fondo)</translation>
    </message>
    <message>
        <source> · {notes} notes on how files were read (listed last)</source>
        <translation> · {notes} note su come sono stati letti i file (in fondo)</translation>
    </message>
    <message>
        <source> · the scan could not compare everything as usual (first rows)</source>
        <translation> · l&apos;analisi non ha potuto confrontare tutto come al solito (prime righe)</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>Cancel scan</source>
        <translation>Annulla analisi</translation>
    </message>
    <message>
        <source>Stop this scan (Esc)</source>
        <translation>Ferma questa analisi (Esc)</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>Ricerca dei documenti…</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>quoted, no citation</source>
        <extracomment>How alike its two sides are, written as a percentage. What a passage standing on its shape stands on, in plain words (vocabulary.basis_text), else &quot;&quot;. Its kind in plain words: &quot;copied&quot;, &quot;reworded&quot;, &quot;translated (French ← English)&quot; (vocabulary.kind_text). The teacher&apos;s review, or None when the report carries no reviews. The common-source sentence when both students match the same reference, else &quot;&quot;. The kinds of specially shown text in either side (&quot;template&quot;, &quot;quote&quot;...), for the pair&apos;s legend. Every figure of the pair as shown, in plagcheck.vocabulary.FIGURES order. Why the pair is listed, in plain words (&quot;&quot; for a pair selected by hand). True when it is listed for a long passage only (its score is below the threshold). The labels the style sheet writes before quotations and reference lists (report.css, `content:`).</extracomment>
        <translation>citata, senza fonte</translation>
    </message>
    <message>
        <source>quoted and cited</source>
        <translation>citata con fonte</translation>
    </message>
    <message>
        <source>references</source>
        <translation>bibliografia</translation>
    </message>
    <message>
        <source>Passage {number} of {count}</source>
        <translation>Passo {number} di {count}</translation>
    </message>
    <message>
        <source>ok</source>
        <extracomment>A document&apos;s status (models.DocumentRecord.status) as the report&apos;s tables name it.</extracomment>
        <translation>letto</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avviso</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>saltato</translation>
    </message>
    <message>
        <source>error</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>Template text: did not count</source>
        <extracomment>What the script says of a piece of text by its style bits (report.js), translated into the report&apos;s language.</extracomment>
        <translation>Testo del modello: non conta</translation>
    </message>
    <message>
        <source>Common text (shared by most of the class): did not count</source>
        <translation>Testo comune (condiviso dalla maggior parte della classe): non conta</translation>
    </message>
    <message>
        <source>Text several essays have at the same place (a cover sheet, the question): did not count</source>
        <translation>Testo che più elaborati hanno nello stesso punto (un frontespizio, la domanda): non conta</translation>
    </message>
    <message>
        <source>Quoted, no citation: counted</source>
        <translation>Citata, senza fonte: conta</translation>
    </message>
    <message>
        <source>Quoted and cited: did not count</source>
        <translation>Citata con fonte: non conta</translation>
    </message>
    <message>
        <source>Reference list</source>
        <translation>Bibliografia</translation>
    </message>
    <message>
        <source>A word the other side&apos;s passage also has</source>
        <translation>Una parola che ha anche il passo dell&apos;altro lato</translation>
    </message>
    <message>
        <source>Reworded: the same content in other words or order</source>
        <translation>Riformulato: lo stesso contenuto con altre parole o in un altro ordine</translation>
    </message>
    <message>
        <source>no quotation counted</source>
        <translation>nessuna citazione è stata contata</translation>
    </message>
    <message>
        <source>quotations with a citation did not count, quotations without one did</source>
        <translation>le citazioni con fonte non sono state contate, quelle senza sì</translation>
    </message>
    <message>
        <source>quotations counted, with a citation or without</source>
        <translation>le citazioni sono state contate, con o senza fonte</translation>
    </message>
    <message>
        <source>reference lists did not count</source>
        <translation>le bibliografie non sono state contate</translation>
    </message>
    <message>
        <source>reference lists counted</source>
        <translation>le bibliografie sono state contate</translation>
    </message>
    <message>
        <source>in this scan {quotations}; {lists}</source>
        <translation>in questa analisi {quotations}; {lists}</translation>
    </message>
    <message>
        <source>yes (file and folder names; students&apos; names, numbers and e-mail addresses in the texts and notes)</source>
        <translation>sì (nomi di file e cartelle; nomi, numeri e indirizzi e-mail degli studenti nei testi e nelle note)</translation>
    </message>
    <message>
        <source>{count} selected</source>
        <translation>{count} scelte</translation>
    </message>
    <message>
        <source>{count} at or above the threshold</source>
        <translation>{count} alla soglia o sopra</translation>
    </message>
    <message>
        <source>plagcheck version</source>
        <translation>versione di plagcheck</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Scritto il</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Soglia</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>Anonymised</source>
        <translation>Anonimizzato</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Review states</source>
        <translation>Stati di valutazione</translation>
    </message>
    <message>
        <source>included</source>
        <translation>inclusi</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>non inclusi</translation>
    </message>
    <message>
        <source>Pairs compared closely</source>
        <translation>Coppie confrontate da vicino</translation>
    </message>
    <message>
        <source>Checked pairs kept</source>
        <translation>Coppie controllate conservate</translation>
    </message>
    <message>
        <source>{count} (score ≥ {lowest})</source>
        <translation>{count} (punteggio ≥ {lowest})</translation>
    </message>
    <message>
        <source>Template phrases ignored</source>
        <translation>Espressioni del modello ignorate</translation>
    </message>
    <message>
        <source>Common phrases ignored</source>
        <translation>Espressioni comuni ignorate</translation>
    </message>
    <message>
        <source>LSH bands × rows</source>
        <translation>Bande × righe LSH</translation>
    </message>
    <message>
        <source>{bands} × {rows} of {permutations}</source>
        <translation>{bands} × {rows} su {permutations}</translation>
    </message>
    <message>
        <source>LSH S-curve midpoint</source>
        <translation>Punto medio della curva a S dell&apos;LSH</translation>
    </message>
    <message>
        <source>Similarity report: %(name)s</source>
        <translation>Rapporto di somiglianza: %(name)s</translation>
    </message>
    <message>
        <source>Similarity report</source>
        <translation>Rapporto di somiglianza</translation>
    </message>
    <message>
        <source>plagcheck %(version)s · written %(when)s · threshold %(threshold)s</source>
        <translation>plagcheck %(version)s · scritto il %(when)s · soglia %(threshold)s</translation>
    </message>
    <message>
        <source>JavaScript is off in this browser, so the side-by-side texts are not shown. Every score and the list of shared passages below are complete without it.</source>
        <translation>JavaScript è disattivato in questo browser, quindi i testi affiancati non vengono mostrati. Tutti i punteggi e l&apos;elenco dei passi in comune qui sotto sono completi anche senza.</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report).</source>
        <translation>Anonimizzato: i nomi dei documenti e i percorsi dei file sono sostituiti da «Studente 1», «Studente 2», … (lo stesso studente ha lo stesso numero in tutto il rapporto).</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report; reference-library documents are “Reference n”).</source>
        <translation>Anonimizzato: i nomi dei documenti e i percorsi dei file sono sostituiti da «Studente 1», «Studente 2», … (lo stesso studente ha lo stesso numero in tutto il rapporto; i documenti della biblioteca di riferimento sono «Riferimento n»).</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts and the review notes are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>I nomi degli studenti, i loro numeri di matricola e indirizzi e-mail scritti nei testi e nelle note di valutazione sono coperti con ███ dove si possono riconoscere: un nome che è anche il nome di un file o di una cartella, o un campo come «Nome:» o «Numero di matricola».</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>I nomi degli studenti, i loro numeri di matricola e indirizzi e-mail scritti nei testi sono coperti con ███ dove si possono riconoscere: un nome che è anche il nome di un file o di una cartella, o un campo come «Nome:» o «Numero di matricola».</translation>
    </message>
    <message>
        <source>A name written anywhere else may remain: read the texts before you share this report.</source>
        <translation>Un nome scritto altrove può restare: leggi i testi prima di condividere questo rapporto.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pair chosen by the person who exported it, whatever its score.</source>
        <translation>Questo rapporto contiene solo %(num)s coppia, scelta da chi lo ha esportato, qualunque sia il suo punteggio.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pairs chosen by the person who exported it, whatever their score.</source>
        <translation>Questo rapporto contiene solo le %(num)s coppie scelte da chi lo ha esportato, qualunque sia il loro punteggio.</translation>
    </message>
    <message>
        <source>The threshold (%(threshold)s) is below the lowest score this scan kept (%(lowest)s): pairs scoring between the two were not kept and are not listed.</source>
        <translation>La soglia (%(threshold)s) è sotto il punteggio più basso che questa analisi ha conservato (%(lowest)s): le coppie con punteggi tra i due non sono state conservate e non sono elencate.</translation>
    </message>
    <message>
        <source>files (%(compared)s compared)</source>
        <translation>file (%(compared)s confrontati)</translation>
    </message>
    <message>
        <source>source texts compared with them</source>
        <translation>testi fonte confrontati con essi</translation>
    </message>
    <message>
        <source>pairs selected</source>
        <translation>coppie scelte</translation>
    </message>
    <message>
        <source>pairs listed at %(threshold)s</source>
        <translation>coppie elencate al %(threshold)s</translation>
    </message>
    <message>
        <source>pairs at or above %(threshold)s</source>
        <translation>coppie al %(threshold)s o più</translation>
    </message>
    <message>
        <source>checked pairs kept (score ≥ %(lowest)s)</source>
        <translation>coppie controllate conservate (punteggio ≥ %(lowest)s)</translation>
    </message>
    <message>
        <source>files with problems</source>
        <translation>file con problemi</translation>
    </message>
    <message>
        <source>How to read this report</source>
        <translation>Come leggere questo rapporto</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold, or when the two documents share a passage of at least %(length)s %(units)s whatever its share of a long essay (“Listed for” says which).</source>
        <translation>Ogni documento è stato confrontato con tutti gli altri. Una coppia viene elencata quando il suo &lt;strong&gt;punteggio&lt;/strong&gt; raggiunge la soglia, oppure quando i due documenti condividono un passo di almeno %(length)s %(units)s, qualunque sia la sua quota in un lungo tema («Elencata per» dice quale dei due).</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold.</source>
        <translation>Ogni documento è stato confrontato con tutti gli altri. Una coppia viene elencata quando il suo &lt;strong&gt;punteggio&lt;/strong&gt; raggiunge la soglia.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;This report counts copied text only:&lt;/strong&gt; reworded passages are left out of the figures and the texts.</source>
        <translation>&lt;strong&gt;Questo rapporto conta solo il testo copiato:&lt;/strong&gt; i passi riformulati sono esclusi dai numeri e dai testi.</translation>
    </message>
    <message>
        <source>Similar text is a reason to look closer, not proof of copying: quotations, set texts and shared templates also match.</source>
        <translation>Un testo simile è un motivo per guardare meglio, non una prova di copia: anche citazioni, testi assegnati e modelli comuni corrispondono.</translation>
    </message>
    <message>
        <source>Shared passages are highlighted in both texts with the same colour, underline style and number.</source>
        <translation>I passi in comune sono evidenziati in entrambi i testi con lo stesso colore, la stessa sottolineatura e lo stesso numero.</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>copiato</translation>
    </message>
    <message>
        <source>reworded with &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words</source>
        <translation>riformulato con parole &lt;span class=&quot;sw&quot;&gt;in comune&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, with the words both sides share in bold.</source>
        <translation>%(words)s, con un contorno tratteggiato e in grassetto le parole che entrambi i lati hanno.</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>tradotto</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, its two languages named in the list of passages.</source>
        <translation>%(words)s, con un contorno tratteggiato e le due lingue indicate nell&apos;elenco dei passi.</translation>
    </message>
    <message>
        <source>A reworded passage marked &lt;em&gt;%(label)s&lt;/em&gt; was found by its shape: its %(words)s.</source>
        <translation>Un passo riformulato segnato &lt;em&gt;%(label)s&lt;/em&gt; è stato trovato dalla sua forma: %(words)s.</translation>
    </message>
    <message>
        <source>In the texts:</source>
        <translation>Nei testi:</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig ig-template&quot;&gt;template text&lt;/span&gt; (given to everyone), &lt;span class=&quot;sample ig ig-common&quot;&gt;common text&lt;/span&gt; (shared by most of the class) and &lt;span class=&quot;sample ig ig-placed&quot;&gt;text several essays have at the same place&lt;/span&gt; (a cover sheet, the question pasted at the top) are greyed: they did not count towards any score.</source>
        <translation>il &lt;span class=&quot;sample ig ig-template&quot;&gt;testo del modello&lt;/span&gt; (dato a tutti), il &lt;span class=&quot;sample ig ig-common&quot;&gt;testo comune&lt;/span&gt; (condiviso dalla maggior parte della classe) e il &lt;span class=&quot;sample ig ig-placed&quot;&gt;testo che più elaborati hanno nello stesso punto&lt;/span&gt; (un frontespizio, la domanda incollata in cima) sono in grigio: non hanno contato in nessun punteggio.</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;a quotation with a citation beside it&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;a quotation without one&lt;/span&gt; and &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;a reference list&lt;/span&gt; are marked with a side rule and a label; %(counted)s (see the scan settings).</source>
        <translation>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;Una citazione con la fonte accanto&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;una citazione senza&lt;/span&gt; e &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;una bibliografia&lt;/span&gt; sono segnate con una riga laterale e un&apos;etichetta; %(counted)s (vedi le impostazioni dell&apos;analisi).</translation>
    </message>
    <message>
        <source>Documents marked &lt;span class=&quot;ref-tag&quot;&gt;reference: …&lt;/span&gt; come from the reference library (earlier years, sources) and were compared with the class only.</source>
        <translation>I documenti segnati &lt;span class=&quot;ref-tag&quot;&gt;riferimento: …&lt;/span&gt; vengono dalla biblioteca di riferimento (anni precedenti, fonti) e sono stati confrontati solo con la classe.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Come funziona (avanzato)</translation>
    </message>
    <message>
        <source>Document A</source>
        <translation>Documento A</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Documento B</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Elencata per</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>chosen by hand</source>
        <extracomment>The columns of a scan counted in words (the default unit), in English. Added after the other columns when the export carries reviews (in English). A spreadsheet runs a cell starting with one of these as a formula; file names are student-controlled.</extracomment>
        <translation>scelta a mano</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
    <message>
        <source>No pair was selected.</source>
        <translation>Nessuna coppia è stata scelta.</translation>
    </message>
    <message>
        <source>No pair scores at or above %(threshold)s.</source>
        <translation>Nessuna coppia raggiunge il %(threshold)s.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppi</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s group of three or more.</source>
        <translation>Studenti collegati da una catena delle coppie sopra: %(num)s gruppo di tre o più.</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s groups of three or more.</source>
        <translation>Studenti collegati da una catena delle coppie sopra: %(num)s gruppi di tre o più.</translation>
    </message>
    <message>
        <source>Each line is a pair, thicker for a higher score; its colour and dash pattern give the review state:</source>
        <translation>Ogni linea è una coppia, più spessa per un punteggio più alto; il colore e il tratteggio indicano lo stato di valutazione:</translation>
    </message>
    <message>
        <source>Reference documents join no group.</source>
        <translation>I documenti di riferimento non entrano in nessun gruppo.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;Group %(number)s&lt;/strong&gt;: %(students)s students, highest score %(score)s.</source>
        <translation>&lt;strong&gt;Gruppo %(number)s&lt;/strong&gt;: %(students)s studenti, punteggio più alto %(score)s.</translation>
    </message>
    <message>
        <source>Scores of all checked pairs</source>
        <translation>Punteggi di tutte le coppie controllate</translation>
    </message>
    <message>
        <source>Bars count the checked pairs by score; solid bars hold pairs at or above the threshold (dashed line), hatched bars pairs below it. Pairs scoring under %(lowest)s are not kept by the scan and not counted.</source>
        <translation>Le barre contano le coppie controllate per punteggio; le barre piene contengono le coppie alla soglia o sopra (linea tratteggiata), quelle tratteggiate le coppie sotto. Le coppie con punteggio inferiore a %(lowest)s non vengono conservate dall&apos;analisi né contate.</translation>
    </message>
    <message>
        <source>Files with problems</source>
        <translation>File con problemi</translation>
    </message>
    <message>
        <source>The whole scan:</source>
        <translation>L&apos;intera analisi:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Che cosa è successo</translation>
    </message>
    <message>
        <source>no text to compare</source>
        <translation>nessun testo da confrontare</translation>
    </message>
    <message>
        <source>template</source>
        <translation>modello</translation>
    </message>
    <message>
        <source>no text: nothing of it was ignored</source>
        <translation>nessun testo: niente ne è stato escluso</translation>
    </message>
    <message>
        <source>Every file was read without a problem.</source>
        <translation>Ogni file è stato letto senza problemi.</translation>
    </message>
    <message>
        <source>Notes on how files were read</source>
        <translation>Note su come sono stati letti i file</translation>
    </message>
    <message>
        <source>These files were read in full and compared; the notes are for information.</source>
        <translation>Questi file sono stati letti per intero e confrontati; le note sono a titolo informativo.</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Impostazioni dell&apos;analisi</translation>
    </message>
    <message>
        <source>This report</source>
        <translation>Questo rapporto</translation>
    </message>
    <message>
        <source>Advanced: the method&apos;s settings</source>
        <translation>Avanzato: le impostazioni del metodo</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Dati in ingresso</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Caratteri</translation>
    </message>
    <message>
        <source>(identical to #%(number)s)</source>
        <translation>(identico al n. %(number)s)</translation>
    </message>
    <message>
        <source>(not on the class list)</source>
        <translation>(non è nell&apos;elenco della classe)</translation>
    </message>
    <message>
        <source>(its cover sheet names %(name)s)</source>
        <translation>(il suo frontespizio indica %(name)s)</translation>
    </message>
    <message>
        <source>earlier attempt, not checked: %(file)s</source>
        <translation>tentativo precedente, non controllato: %(file)s</translation>
    </message>
    <message>
        <source>not compared: %(file)s</source>
        <translation>non confrontato: %(file)s</translation>
    </message>
    <message>
        <source>The class list</source>
        <translation>L&apos;elenco della classe</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s student, of whom %(present)s handed work in.</source>
        <translation>Gli studenti sono nominati come li nomina l&apos;elenco della classe %(file)s (%(kind)s): elenca %(num)s studente, di cui %(present)s ha consegnato un lavoro.</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s students, of whom %(present)s handed work in.</source>
        <translation>Gli studenti sono nominati come li nomina l&apos;elenco della classe %(file)s (%(kind)s): elenca %(num)s studenti, di cui %(present)s hanno consegnato un lavoro.</translation>
    </message>
    <message>
        <source>On the class list, handed nothing in</source>
        <translation>Nell&apos;elenco della classe, non ha consegnato nulla</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identificativo</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>Indirizzo e-mail</translation>
    </message>
    <message>
        <source>Every student on the class list handed work in.</source>
        <translation>Ogni studente dell&apos;elenco della classe ha consegnato un lavoro.</translation>
    </message>
    <message>
        <source>Not on the class list: these files matched no student on it, and keep their own names.</source>
        <translation>Non nell&apos;elenco della classe: questi file non corrispondono a nessuno studente dell&apos;elenco e mantengono il proprio nome.</translation>
    </message>
    <message>
        <source>Template files</source>
        <translation>File modello</translation>
    </message>
    <message>
        <source>Text given to everyone (the assignment, a template): wherever it occurs in a document it did not count.</source>
        <translation>Testo dato a tutti (la consegna, un modello): ovunque compaia in un documento, non ha contato.</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Pairs side by side</source>
        <translation>Le coppie affiancate</translation>
    </message>
    <message>
        <source>Pair %(rank)s: %(a)s and %(b)s</source>
        <translation>Coppia %(rank)s: %(a)s e %(b)s</translation>
    </message>
    <message>
        <source>← previous pair</source>
        <translation>← coppia precedente</translation>
    </message>
    <message>
        <source>pair list</source>
        <translation>elenco delle coppie</translation>
    </message>
    <message>
        <source>next pair →</source>
        <translation>coppia successiva →</translation>
    </message>
    <message>
        <source>Print this pair</source>
        <translation>Stampa questa coppia</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s, anonymised).</source>
        <translation>Dal rapporto di somiglianza scritto da plagcheck %(version)s il %(when)s (soglia %(threshold)s, anonimizzato).</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s).</source>
        <translation>Dal rapporto di somiglianza scritto da plagcheck %(version)s il %(when)s (soglia %(threshold)s).</translation>
    </message>
    <message>
        <source>Teacher’s note:</source>
        <translation>Nota dell&apos;insegnante:</translation>
    </message>
    <message>
        <source>Compared only in part:</source>
        <translation>Confrontata solo in parte:</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Passo precedente</translation>
    </message>
    <message>
        <source>%(num)s passage</source>
        <translation>%(num)s passo</translation>
    </message>
    <message>
        <source>%(num)s passages</source>
        <translation>%(num)s passi</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Passo successivo ▶</translation>
    </message>
    <message>
        <source>Click a highlighted passage to bring its twin into view · keys n / p: next / previous passage, N / P: next / previous pair</source>
        <translation>Fai clic su un passo evidenziato per portare in vista il suo gemello · tasti n / p: passo successivo / precedente, N / P: coppia successiva / precedente</translation>
    </message>
    <message>
        <source>reworded, &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words bold</source>
        <translation>riformulato, parole &lt;span class=&quot;sw&quot;&gt;in comune&lt;/span&gt; in grassetto</translation>
    </message>
    <message>
        <source>Also shown:</source>
        <translation>Mostrato anche:</translation>
    </message>
    <message>
        <source>template text</source>
        <translation>testo del modello</translation>
    </message>
    <message>
        <source>common text</source>
        <translation>testo comune</translation>
    </message>
    <message>
        <source>text at the same place in several essays</source>
        <translation>testo nello stesso punto in più elaborati</translation>
    </message>
    <message>
        <source>(greyed: did not count)</source>
        <translation>(in grigio: non conta)</translation>
    </message>
    <message>
        <source>(did not count)</source>
        <translation>(non conta)</translation>
    </message>
    <message>
        <source>reference list</source>
        <translation>bibliografia</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>How alike the two sides are</source>
        <translation>Quanto si somigliano i due lati</translation>
    </message>
    <message>
        <source>Alike</source>
        <translation>Somiglianza</translation>
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
        <translation>Inizio (in A)</translation>
    </message>
    <message>
        <source>No passage long enough to list: the shared wording is scattered in short pieces.</source>
        <translation>Nessun passo abbastanza lungo da elencare: le formulazioni in comune sono sparse in pezzi brevi.</translation>
    </message>
    <message>
        <source>Written by plagcheck %(version)s on %(when)s. This file is self-contained: it loads nothing from the network and needs nothing beside it.</source>
        <translation>Scritto da plagcheck %(version)s il %(when)s. Questo file è autonomo: non carica nulla dalla rete e non ha bisogno di nulla accanto.</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>{rowCount} of {total_pairs} checked pairs listed</source>
        <translation>{rowCount} delle {total_pairs} coppie controllate elencate</translation>
    </message>
    <message>
        <source>; {passage_only} of them below the threshold, listed for a shared passage of {passage_words}+ {units}</source>
        <translation>; di cui {passage_only} sotto la soglia, elencate per un passo in comune di {passage_words}+ {units}</translation>
    </message>
    <message>
        <source> (copied text only)</source>
        <translation> (solo testo copiato)</translation>
    </message>
    <message>
        <source>No pair reaches the threshold. Lower it with the slider to see more.</source>
        <extracomment>The current result (the main controller&apos;s), the settings and a way to keep new ones without a rescan, and the paths scanned (for the title).</extracomment>
        <translation>Nessuna coppia raggiunge la soglia. Abbassala con il cursore per vederne di più.</translation>
    </message>
    <message>
        <source>{names}[*] — plagcheck</source>
        <translation>{names}[*] — plagcheck</translation>
    </message>
    <message>
        <source>No scan yet</source>
        <translation>Nessuna analisi finora</translation>
    </message>
    <message>
        <source>{pairs} listed</source>
        <translation>{pairs} in elenco</translation>
    </message>
    <message>
        <source>{figures} · {problems} with problems · {pair} listed at {threshold} · {total_pairs} checked</source>
        <translation>{figures} · {problems} con problemi · {pair} al {threshold} · {total_pairs} controllate</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Show pairs sharing at least</source>
        <translation>Mostra le coppie che condividono almeno</translation>
    </message>
    <message>
        <source>Drag to show fewer or more pairs. No rescan is needed.</source>
        <translation>Trascina per mostrare meno o più coppie. Non serve rianalizzare.</translation>
    </message>
    <message>
        <source>The exact threshold: a pair is shown when this share of either document is found in the other.</source>
        <translation>La soglia esatta: una coppia viene mostrata quando questa quota di uno dei due documenti si trova nell&apos;altro.</translation>
    </message>
    <message>
        <source>Pairs sharing less than {lowest:g}% were dropped by the scan; lower “Smallest overlap kept” in Settings and rescan to see them.</source>
        <translation>Le coppie che condividono meno del {lowest:g}% sono state scartate dall&apos;analisi; abbassa «Sovrapposizione minima conservata» nelle Impostazioni e rianalizza per vederle.</translation>
    </message>
    <message>
        <source>Show only the pairs in one review state</source>
        <translation>Mostra solo le coppie in uno stato di valutazione</translation>
    </message>
    <message>
        <source>All review states</source>
        <translation>Tutti gli stati di valutazione</translation>
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>Filtra per nome…</translation>
    </message>
    <message>
        <source>&lt;a href=&apos;guide&apos;&gt;How to read these results&lt;/a&gt;</source>
        <translation>&lt;a href=&apos;guide&apos;&gt;Come leggere questi risultati&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The built-in guide: the scores, the colours, what a score does and does not prove, and how to review a pair fairly (F1)</source>
        <translation>La guida integrata: i punteggi, i colori, che cosa prova un punteggio e che cosa no, e come valutare una coppia con equità (F1)</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Your note on this pair (kept with its review; reports include it):</source>
        <translation>La tua nota su questa coppia (conservata con la sua valutazione; i rapporti la includono):</translation>
    </message>
    <message>
        <source>Note on {name_a} and {name_b}</source>
        <extracomment>The book changed (a state or a note was set).</extracomment>
        <translation>Nota su {name_a} e {name_b}</translation>
    </message>
</context>
<context>
    <name>ReviewState</name>
    <message>
        <source>Not reviewed</source>
        <translation>Non valutata</translation>
    </message>
    <message>
        <source>Not plagiarism</source>
        <translation>Non è plagio</translation>
    </message>
    <message>
        <source>Needs a conversation</source>
        <translation>Serve un colloquio</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confermato</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>the layout recognised from the file names</source>
        <extracomment>What was read: the label&apos;s file part (&quot;Extended writing.docx + 1 more file&quot;), or the file&apos;s name. When the checked attempt was handed in, as the platform says (&quot;&quot; when it does not). True on the class list, False not on it, None without a list. A student on the class list who handed nothing in (no document: doc_id is -1). The name the submission&apos;s cover sheet gives, offered (never taken); &quot;&quot; for none. The name the files gave the student before the class list did (&quot;dupontmarie&quot;), or &quot;&quot;. The files read, one per line, for the tooltip. The id the class list gives the student (&quot;&quot; when the list could not tell which of several it is). A set-aside file&apos;s kind in a word or two, by the start of its reason (a re-upload&apos;s reason ends SAME_FILE_END). How each layout reads in a sentence (&quot;Read as a Moodle download&quot;), by its key (engine/reading/layouts.py).</extracomment>
        <translation>la struttura riconosciuta dai nomi dei file</translation>
    </message>
    <message>
        <source>a Moodle download</source>
        <translation>un download di Moodle</translation>
    </message>
    <message>
        <source>a Canvas download</source>
        <translation>un download di Canvas</translation>
    </message>
    <message>
        <source>a Blackboard Learn download</source>
        <translation>un download di Blackboard Learn</translation>
    </message>
    <message>
        <source>a Brightspace (D2L) download</source>
        <translation>un download di Brightspace (D2L)</translation>
    </message>
    <message>
        <source>a Google Classroom folder</source>
        <translation>una cartella di Google Classroom</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>File del compito di Microsoft Teams</translation>
    </message>
    <message>
        <source>one folder per student</source>
        <translation>una cartella per studente</translation>
    </message>
    <message>
        <source>one file per submission</source>
        <translation>un file per consegna</translation>
    </message>
    <message>
        <source>No learning platform&apos;s download was recognised: each file is one submission.</source>
        <translation>Non è stato riconosciuto il download di nessuna piattaforma di apprendimento: ogni file è una consegna.</translation>
    </message>
    <message>
        <source>Read as {layout}, but no file fitted it.</source>
        <translation>Letto come {layout}, ma nessun file corrispondeva.</translation>
    </message>
    <message>
        <source>{layout} ({students})</source>
        <translation>{layout} ({students})</translation>
    </message>
    <message>
        <source>{student} handed in {files}: they are read together as one submission</source>
        <translation>{student} ha consegnato {files}: vengono letti insieme come un&apos;unica consegna</translation>
    </message>
    <message>
        <source>{student} and {others} handed in {files}: each student&apos;s are read together as one submission</source>
        <translation>{student} e {others} hanno consegnato {files}: quelli di ogni studente vengono letti insieme come un&apos;unica consegna</translation>
    </message>
    <message>
        <source>{attempts} listed, not checked (the latest is)</source>
        <translation>{attempts} elencati, non controllati (l&apos;ultimo sì)</translation>
    </message>
    <message>
        <source>{files} handed in twice by the same student, read once</source>
        <translation>{files} consegnati due volte dallo stesso studente, letti una volta</translation>
    </message>
    <message>
        <source>{files} handed in twice by its student, read once</source>
        <translation>{files} consegnato due volte dal suo studente, letto una volta sola</translation>
    </message>
    <message>
        <source>{files} of the platform&apos;s own (receipts, index pages, links) not compared</source>
        <translation>{files} propri della piattaforma (ricevute, pagine indice, collegamenti) non confrontati</translation>
    </message>
    <message>
        <source>{files} named no student and are checked on their own</source>
        <translation>{files} non nominano nessuno studente e vengono controllati a parte</translation>
    </message>
    <message>
        <source>{files} named no student and is checked on its own</source>
        <translation>{files} non nomina nessuno studente e viene controllato a parte</translation>
    </message>
    <message>
        <source>Read as {layouts}.</source>
        <translation>Letto come {layouts}.</translation>
    </message>
    <message>
        <source>{sheets} name a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} nominano uno studente: proposto nella colonna Studente, non applicato (scegli File → Elenco della classe… per nominare gli studenti).</translation>
    </message>
    <message>
        <source>{sheets} names a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} nomina uno studente: proposto nella colonna Studente, non applicato (scegli File → Elenco della classe… per nominare gli studenti).</translation>
    </message>
    <message>
        <source>Names from the class list {file} ({kind}): {present} of its {students} handed work in</source>
        <translation>Nomi dall&apos;elenco della classe {file} ({kind}): {present} dei suoi {students} hanno consegnato un lavoro</translation>
    </message>
    <message>
        <source>; {absent} handed nothing in (listed with the students)</source>
        <translation>; non hanno consegnato nulla: {absent} (elencati con gli studenti)</translation>
    </message>
    <message>
        <source>. {files} match no one on it and keep their own names</source>
        <translation>. {files} non corrispondono a nessuno dell&apos;elenco e mantengono il proprio nome</translation>
    </message>
    <message>
        <source>. {files} matches no one on it and keeps its own name</source>
        <translation>. {files} non corrisponde a nessuno dell&apos;elenco e mantiene il proprio nome</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>plagcheck checks ({pattern})</source>
        <translation>controlli plagcheck ({pattern})</translation>
    </message>
    <message>
        <source>Unsaved reviews</source>
        <translation>Valutazioni non salvate</translation>
    </message>
    <message>
        <source>You reviewed pairs since this check was last saved. Save the check with its reviews?</source>
        <translation>Hai valutato delle coppie dall&apos;ultimo salvataggio di questo controllo. Salvare il controllo con le sue valutazioni?</translation>
    </message>
    <message>
        <source>the file could not be read ({kind})</source>
        <translation>non è stato possibile leggere il file ({kind})</translation>
    </message>
    <message>
        <source>Scan a folder first: there is no check to save yet.</source>
        <extracomment>A check was opened: the OpenedSession and the file&apos;s path. A check was saved to or opened from this path (for the recent list). Whether there are changes not saved yet (the window&apos;s title shows a *). A check could not be opened: its path and why (the teacher was shown the reason). The openings running (kept so their signals&apos; objects live until they report). The check file last saved or opened: the next save offers it again. The teacher changed a review since the check was last saved or opened.</extracomment>
        <translation>Analizza prima una cartella: non c&apos;è ancora nessun controllo da salvare.</translation>
    </message>
    <message>
        <source>Save check</source>
        <translation>Salva controllo</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Salvataggio non riuscito</translation>
    </message>
    <message>
        <source>The check could not be saved to {target}: {exc}</source>
        <translation>Non è stato possibile salvare il controllo in {target}: {exc}</translation>
    </message>
    <message>
        <source>Saved the check to {written}</source>
        <translation>Controllo salvato in {written}</translation>
    </message>
    <message>
        <source>Open check</source>
        <translation>Apri controllo</translation>
    </message>
    <message>
        <source>{checks};;All files (*)</source>
        <translation>{checks};;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Opening the check {path}…</source>
        <translation>Apertura del controllo {path}…</translation>
    </message>
    <message>
        <source>Cannot open the check</source>
        <translation>Impossibile aprire il controllo</translation>
    </message>
    <message>
        <source>{path} could not be opened: {reason}</source>
        <translation>Non è stato possibile aprire {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Impostazioni dell&apos;analisi</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Come vengono confrontati i documenti</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Parole</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Caratteri</translation>
    </message>
    <message>
        <source>Compare by:</source>
        <translation>Confronta per:</translation>
    </message>
    <message>
        <source>Words suits essays in languages written with spaces. Characters works for any language (use it for Chinese or Japanese) and survives small spelling changes, but scans more slowly.</source>
        <translation>Le parole vanno bene per testi in lingue scritte con spazi. I caratteri funzionano con qualsiasi lingua (usali per il cinese o il giapponese) e resistono a piccole variazioni di ortografia, ma l&apos;analisi è più lenta.</translation>
    </message>
    <message>
        <source>Automatic ({word} words / {char} characters)</source>
        <translation>Automatico ({word} parole / {char} caratteri)</translation>
    </message>
    <message>
        <source>Run length:</source>
        <translation>Lunghezza delle sequenze:</translation>
    </message>
    <message>
        <source>How many words (or characters) in a row must be identical to count as shared. Shorter runs find more, but also flag common phrases; longer runs miss lightly reworded copying.</source>
        <translation>Quante parole (o caratteri) di fila devono essere identiche per contare come in comune. Sequenze più brevi trovano di più, ma segnalano anche espressioni comuni; sequenze più lunghe lasciano passare copie leggermente riformulate.</translation>
    </message>
    <message>
        <source>Fingerprints per document:</source>
        <translation>Impronte per documento:</translation>
    </message>
    <message>
        <source>The quick first pass compares short fingerprints before the exact check. More fingerprints make that pass more reliable and the scan slower; 128 is plenty for a class.</source>
        <translation>Il primo passaggio rapido confronta brevi impronte prima del controllo esatto. Più impronte rendono quel passaggio più affidabile e l&apos;analisi più lenta; 128 bastano e avanzano per una classe.</translation>
    </message>
    <message>
        <source>Smallest overlap kept:</source>
        <translation>Sovrapposizione minima conservata:</translation>
    </message>
    <message>
        <source>Pairs sharing less than this share of either document are dropped by the scan. The threshold slider moves freely above it; going below it needs a new scan.</source>
        <translation>Le coppie che condividono meno di questa quota di uno dei due documenti vengono scartate dall&apos;analisi. Il cursore della soglia si muove liberamente sopra questo valore; scendere sotto richiede una nuova analisi.</translation>
    </message>
    <message>
        <source>Quick pass tuned for:</source>
        <translation>Passaggio rapido tarato per:</translation>
    </message>
    <message>
        <source>How alike two whole documents must be for the quick first pass to be almost sure to check them. Copied paragraphs inside long documents are found by a separate passage search either way. Lower finds more and scans more slowly.</source>
        <translation>Quanto due documenti interi devono somigliarsi perché il primo passaggio rapido sia quasi certo di controllarli. I paragrafi copiati dentro documenti lunghi vengono comunque trovati da una ricerca dei passi separata. Più basso trova di più e analizza più lentamente.</translation>
    </message>
    <message>
        <source>Cleaning up the text first</source>
        <translation>Ripulire prima il testo</translation>
    </message>
    <message>
        <source>Treat look-alike letters from other alphabets as the same</source>
        <translation>Considera uguali le lettere sosia di altri alfabeti</translation>
    </message>
    <message>
        <source>Catches a known trick: swapping Latin letters for identical-looking Cyrillic or Greek ones.</source>
        <translation>Sventa un trucco noto: sostituire lettere latine con lettere cirilliche o greche dall&apos;aspetto identico.</translation>
    </message>
    <message>
        <source>Join words split by a hyphen at the end of a line</source>
        <translation>Unisci le parole divise da un trattino a fine riga</translation>
    </message>
    <message>
        <source>Common in text taken from PDFs: “assign- ment” is read as “assignment”.</source>
        <translation>Frequente nel testo tratto dai PDF: «compi- to» viene letto «compito».</translation>
    </message>
    <message>
        <source>Each sub-folder is one student&apos;s submission</source>
        <translation>Ogni sottocartella è la consegna di uno studente</translation>
    </message>
    <message>
        <source>Use this when every student has a folder with several files: they are compared as one document. A learning platform&apos;s download (Moodle, Canvas…) is recognised without it: see the Class tab.</source>
        <translation>Usalo quando ogni studente ha una cartella con più file: vengono confrontati come un unico documento. Il download di una piattaforma di apprendimento (Moodle, Canvas…) viene riconosciuto anche senza: vedi la scheda Classe.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying</source>
        <translation>Testo in comune che non è copia</translation>
    </message>
    <message>
        <source>Leave out quotations (in quotation marks, or formatted as a quote)</source>
        <translation>Escludi le citazioni (tra virgolette o formattate come citazione)</translation>
    </message>
    <message>
        <source>Leave out quotations with a citation beside them (“…” (Hartley, 2023), [3], a note number)</source>
        <translation>Escludi le citazioni con la fonte accanto («…» (Hartley, 2023), [3], un numero di nota)</translation>
    </message>
    <message>
        <source>Leave out reference lists and in-text citations (References, Works Cited…, “(Hartley, 2023)”)</source>
        <translation>Escludi le bibliografie e i riferimenti nel testo (Bibliografia, Opere citate…, «(Hartley, 2023)»)</translation>
    </message>
    <message>
        <source>Quotations and reference lists are always shown in their own style; these choose whether they count towards the scores. A quotation with no citation is still copied text, so it counts unless you leave out every quotation.</source>
        <translation>Le citazioni e le bibliografie sono sempre mostrate con uno stile proprio; queste opzioni decidono se contano nei punteggi. Una citazione senza fonte è comunque testo copiato, quindi conta a meno che tu non escluda tutte le citazioni.</translation>
    </message>
    <message>
        <source> % of the class</source>
        <translation> % della classe</translation>
    </message>
    <message>
        <source>Ignore text found in more than:</source>
        <translation>Ignora il testo presente in più del:</translation>
    </message>
    <message>
        <source>Phrases nearly everyone wrote (a heading, a standard sentence) are greyed and not counted. It only applies to classes of 10 or more, so a small group copying from each other is never hidden. Text three or more students have at the same place at the top (a cover sheet, the question) is greyed in a class of any size; Off switches both off.</source>
        <translation>Le espressioni che quasi tutti hanno scritto (un titolo, una frase standard) sono in grigio e non contano. Vale solo per classi di 10 o più, così un piccolo gruppo che copia al suo interno non viene mai nascosto. Il testo che tre o più studenti hanno nello stesso punto in cima (un frontespizio, la domanda) è in grigio in una classe di qualsiasi dimensione; Disattivato toglie entrambe le cose.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> parole</translation>
    </message>
    <message>
        <source>Ignore matches shorter than:</source>
        <translation>Ignora le corrispondenze più brevi di:</translation>
    </message>
    <message>
        <source>A few identical words in a row happen by chance. Shorter runs still count when they sit next to a longer copied one (an edited copy).</source>
        <translation>Poche parole identiche di fila capitano per caso. Le sequenze più brevi contano comunque quando stanno accanto a una sequenza copiata più lunga (una copia ritoccata).</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Passi in comune</translation>
    </message>
    <message>
        <source>Shortest passage shown:</source>
        <translation>Passo più breve mostrato:</translation>
    </message>
    <message>
        <source>Join passages separated by up to:</source>
        <translation>Unisci i passi separati da al massimo:</translation>
    </message>
    <message>
        <source>Copied text with a few words changed shows as one passage instead of many small ones.</source>
        <translation>Un testo copiato con poche parole cambiate viene mostrato come un unico passo invece di tanti piccoli.</translation>
    </message>
    <message>
        <source>Also look for reworded copying</source>
        <translation>Cerca anche la copia riformulata</translation>
    </message>
    <message>
        <source>Finds passages with the same content in other words or another order (paraphrased, shuffled, synonyms swapped), and shows them apart from copied ones. Off: only text copied word for word, or nearly, is found. “Show copied passages only” in the View menu hides them without a new scan.</source>
        <translation>Trova i passi con lo stesso contenuto in altre parole o in un altro ordine (parafrasati, rimescolati, con sinonimi) e li mostra distinti da quelli copiati. Disattivato: viene trovato solo il testo copiato parola per parola, o quasi. «Mostra solo i passi copiati» nel menu Visualizza li nasconde senza una nuova analisi.</translation>
    </message>
    <message>
        <source>List any pair sharing a passage of:</source>
        <translation>Elenca ogni coppia che condivide un passo di:</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when the two documents share a passage at least this long: a copied paragraph is a small share of a long essay, but it is still copied.</source>
        <translation>Una coppia viene elencata qualunque sia il suo punteggio quando i due documenti condividono un passo lungo almeno così: un paragrafo copiato è una piccola quota di un lungo tema, ma resta copiato.</translation>
    </message>
    <message>
        <source>How documents are compared.</source>
        <translation>Come vengono confrontati i documenti.</translation>
    </message>
    <message>
        <source>What is tidied in the text before comparing.</source>
        <translation>Che cosa viene sistemato nel testo prima del confronto.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying.</source>
        <translation>Testo in comune che non è copia.</translation>
    </message>
    <message>
        <source>How shared passages are shown.</source>
        <translation>Come vengono mostrati i passi in comune.</translation>
    </message>
    <message>
        <source>The language of the window, its guide and the reports it exports.</source>
        <translation>La lingua della finestra, della sua guida e dei rapporti che esporta.</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>Pulizia</translation>
    </message>
    <message>
        <source>Not copying</source>
        <translation>Non è copia</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passi</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>The system&apos;s language ({language})</source>
        <translation>La lingua del sistema ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>A new language takes effect the next time plagcheck starts. Numbers and dates are written as the language writes them.</source>
        <translation>Una nuova lingua ha effetto al prossimo avvio di plagcheck. Numeri e date vengono scritti come li scrive quella lingua.</translation>
    </message>
</context>
<context>
    <name>SettingsTable</name>
    <message>
        <source>Texts compared by</source>
        <translation>Testi confrontati per</translation>
    </message>
    <message>
        <source>Shingle length</source>
        <translation>Lunghezza degli shingle</translation>
    </message>
    <message>
        <source>MinHash permutations</source>
        <translation>Permutazioni MinHash</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seme casuale</translation>
    </message>
    <message>
        <source>Scan&apos;s threshold</source>
        <translation>Soglia dell&apos;analisi</translation>
    </message>
    <message>
        <source>Lowest score kept</source>
        <translation>Punteggio più basso conservato</translation>
    </message>
    <message>
        <source>Whole-document LSH tuned for Jaccard</source>
        <translation>LSH dei documenti interi tarato per un Jaccard di</translation>
    </message>
    <message>
        <source>LSH bands (chosen)</source>
        <translation>Bande LSH (scelte)</translation>
    </message>
    <message>
        <source>LSH rows per band (chosen)</source>
        <translation>Righe LSH per banda (scelte)</translation>
    </message>
    <message>
        <source>Gap bridged between shared runs (words)</source>
        <translation>Intervallo colmato tra sequenze in comune (parole)</translation>
    </message>
    <message>
        <source>Shortest exact run that counts (words)</source>
        <translation>Sequenza esatta più breve che conta (parole)</translation>
    </message>
    <message>
        <source>Shortest passage listed (words)</source>
        <translation>Passo più breve elencato (parole)</translation>
    </message>
    <message>
        <source>Reworded copying looked for</source>
        <translation>Copia riformulata cercata</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when it shares a passage of at least (words)</source>
        <translation>Una coppia viene elencata qualunque sia il punteggio se condivide un passo di almeno (parole)</translation>
    </message>
    <message>
        <source>Copied text only (reworded passages left out of this report)</source>
        <translation>Solo testo copiato (passi riformulati esclusi da questo rapporto)</translation>
    </message>
    <message>
        <source>Ignored as common text when shared by more than</source>
        <translation>Ignorato come testo comune se condiviso da più del</translation>
    </message>
    <message>
        <source>Template files (their text never counts)</source>
        <translation>File modello (il loro testo non conta mai)</translation>
    </message>
    <message>
        <source>Sources marked in the class folder (compared, never grouped as students)</source>
        <translation>Fonti segnate nella cartella della classe (confrontate, mai raggruppate come studenti)</translation>
    </message>
    <message>
        <source>Reference library collections compared</source>
        <translation>Raccolte della biblioteca di riferimento confrontate</translation>
    </message>
    <message>
        <source>Reference library file</source>
        <translation>File della biblioteca di riferimento</translation>
    </message>
    <message>
        <source>Institution archives compared</source>
        <translation>Archivi di istituto confrontati</translation>
    </message>
    <message>
        <source>Quotations left out of the scores</source>
        <translation>Citazioni escluse dai punteggi</translation>
    </message>
    <message>
        <source>Quotations with a citation left out of the scores</source>
        <translation>Citazioni con fonte escluse dai punteggi</translation>
    </message>
    <message>
        <source>Reference lists and in-text citations left out of the scores</source>
        <translation>Bibliografie e riferimenti nel testo esclusi dai punteggi</translation>
    </message>
    <message>
        <source>Look-alike letters folded</source>
        <translation>Lettere sosia uniformate</translation>
    </message>
    <message>
        <source>Hyphenated line breaks joined</source>
        <translation>Parole spezzate a fine riga ricomposte</translation>
    </message>
    <message>
        <source>Largest file read (MB)</source>
        <translation>File più grande letto (MB)</translation>
    </message>
    <message>
        <source>Each sub-folder is one submission</source>
        <translation>Ogni sottocartella è una consegna</translation>
    </message>
    <message>
        <source>How files name their students</source>
        <translation>Come i file indicano i loro studenti</translation>
    </message>
    <message>
        <source>Reading processes</source>
        <translation>Processi di lettura</translation>
    </message>
    <message>
        <source>Text files read in an encoding the teacher chose</source>
        <translation>File di testo letti con una codifica scelta dall&apos;insegnante</translation>
    </message>
    <message>
        <source>Class list naming the students</source>
        <translation>Elenco della classe che nomina gli studenti</translation>
    </message>
    <message>
        <source>Class list&apos;s column of names</source>
        <translation>Colonna dei nomi dell&apos;elenco della classe</translation>
    </message>
    <message>
        <source>Class list&apos;s column of ids or e-mail addresses</source>
        <translation>Colonna degli identificativi o indirizzi e-mail dell&apos;elenco della classe</translation>
    </message>
    <message>
        <source> (default)</source>
        <extracomment>The settings of the method itself, shown under &quot;Advanced&quot; (their labels use the method&apos;s own words).</extracomment>
        <translation> (predefinito)</translation>
    </message>
    <message>
        <source> (and 10 or more documents)</source>
        <translation> (e 10 documenti o più)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivato</translation>
    </message>
    <message>
        <source>{value} (off: not longer than a shingle)</source>
        <translation>{value} (disattivato: non più lungo di uno shingle)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>the default one, in the user&apos;s data folder</source>
        <translation>quello predefinito, nella cartella dati dell&apos;utente</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>non usato</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source> (always shown in their own style)</source>
        <translation> (sempre mostrate con uno stile proprio)</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>uno per core</translation>
    </message>
    <message>
        <source>recognised from its columns</source>
        <translation>riconosciuta dalle colonne</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatico</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>source</source>
        <extracomment>The collection name source documents are kept under (in the JSON and a saved check); shown as &quot;source&quot;.</extracomment>
        <translation>fonte</translation>
    </message>
    <message>
        <source>reference: {collection}</source>
        <translation>riferimento: {collection}</translation>
    </message>
</context>
<context>
    <name>StudentsPage</name>
    <message>
        <source>Submission</source>
        <translation>Consegna</translation>
    </message>
    <message>
        <source>Highest match</source>
        <translation>Corrispondenza più alta</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Con</translation>
    </message>
    <message>
        <source>Matches at threshold</source>
        <translation>Corrispondenze alla soglia</translation>
    </message>
    <message>
        <source>Double-click (or press Enter) to compare a submission with its highest match</source>
        <extracomment>The role each cell sorts by (numbers as numbers, names case-folded). The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Doppio clic (o Invio) per confrontare una consegna con la sua corrispondenza più alta</translation>
    </message>
    <message>
        <source>{name}  (could not be read)</source>
        <translation>{name}  (non leggibile)</translation>
    </message>
</context>
<context>
    <name>TemplateOffer</name>
    <message>
        <source>The assignment&apos;s question?</source>
        <translation>La domanda della consegna?</translation>
    </message>
    <message>
        <source>“{name}” looks like the assignment&apos;s question: several essays begin with its text. It was compared like every other file, because a student may have handed it in. If it is the question you gave the class, its text can be left out of every essay. You can change this later under Scan → Files given to everyone…</source>
        <translation>«{name}» sembra la domanda della consegna: diversi elaborati iniziano con il suo testo. È stato confrontato come ogni altro file, perché uno studente potrebbe averlo consegnato. Se è la domanda che hai dato alla classe, il suo testo può essere escluso da tutti gli elaborati. Potrai cambiarlo in seguito da Analisi → File dati a tutti…</translation>
    </message>
    <message>
        <source>It is the question: leave its text out</source>
        <translation>È la domanda: escludi il suo testo</translation>
    </message>
    <message>
        <source>A student handed it in: keep comparing it</source>
        <translation>L&apos;ha consegnato uno studente: continua a confrontarlo</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <source>Add the files every student was given: the assignment sheet, a template to fill in, starter text or questions to copy. Text from these files never counts as shared between students, and it is shown in grey in the compare view. They are used from the next scan on (the current folder is scanned again when you press OK). plagcheck only reads these files.</source>
        <translation>Aggiungi i file che ogni studente ha ricevuto: il foglio della consegna, un modello da compilare, un testo di partenza o domande da ricopiare. Il testo di questi file non conta mai come in comune tra studenti, e appare in grigio nella vista di confronto. Vengono usati dalla prossima analisi (la cartella attuale viene rianalizzata quando premi OK). plagcheck legge soltanto questi file.</translation>
    </message>
    <message>
        <source>Choose the files given to everyone</source>
        <translation>Scegli i file dati a tutti</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documenti ({patterns});;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Add the files or folders among your class folder that hold sources, not students&apos; work: the readings, the original texts the task was based on, model answers. They are still compared with every student, but they are never counted or grouped as students, and a group of students matching one of them is shown with it as the likely origin. Applied by scanning the folder again when you press OK.</source>
        <translation>Aggiungi i file o le cartelle della cartella della classe che contengono fonti, non lavori degli studenti: le letture, i testi originali su cui si basava il compito, le risposte modello. Vengono comunque confrontati con ogni studente, ma non vengono mai contati né raggruppati come studenti, e un gruppo di studenti che corrisponde a uno di essi viene mostrato con esso come probabile origine. Applicato rianalizzando la cartella quando premi OK.</translation>
    </message>
    <message>
        <source>Choose a folder of sources</source>
        <translation>Scegli una cartella di fonti</translation>
    </message>
    <message>
        <source>Sources and references in the class folder</source>
        <translation>Fonti e riferimenti nella cartella della classe</translation>
    </message>
    <message>
        <source>Files given to everyone</source>
        <translation>File dati a tutti</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Aggiungi…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>Aggiungi &amp;cartella…</translation>
    </message>
    <message>
        <source>No sources: every file is a student&apos;s.</source>
        <translation>Nessuna fonte: ogni file è di uno studente.</translation>
    </message>
    <message>
        <source>No files: every shared passage counts.</source>
        <translation>Nessun file: ogni passo in comune conta.</translation>
    </message>
</context>
<context>
    <name>TriageController</name>
    <message>
        <source> and {NAMED_MEMBERS} more</source>
        <extracomment>Members named in a group&apos;s line before &quot;and N more&quot;.</extracomment>
        <translation> e altri {NAMED_MEMBERS}</translation>
    </message>
    <message>
        <source>No scan yet.</source>
        <extracomment>The overview shown changed (tests wait for this when it is computed in the background).</extracomment>
        <translation>Nessuna analisi finora.</translation>
    </message>
    <message>
        <source>Working out the groups…</source>
        <translation>Calcolo dei gruppi…</translation>
    </message>
    <message>
        <source>Working out the figures…</source>
        <translation>Calcolo dei numeri…</translation>
    </message>
    <message>
        <source>The groups could not be worked out: {message}</source>
        <translation>Non è stato possibile calcolare i gruppi: {message}</translation>
    </message>
    <message>
        <source>The figures could not be worked out: {message}</source>
        <translation>Non è stato possibile calcolare i numeri: {message}</translation>
    </message>
    <message>
        <source>{group} at or above {threshold}, {student} in them. Worst first.</source>
        <translation>{group} al {threshold} o più, {student} in tutto. I più gravi per primi.</translation>
    </message>
    <message>
        <source>{submission}; {reaching} with a match at or above {threshold}.</source>
        <translation>{submission}; {reaching} con una corrispondenza al {threshold} o più.</translation>
    </message>
    <message>
        <source>No common source found for this group&apos;s pairs.</source>
        <translation>Nessuna fonte comune trovata per le coppie di questo gruppo.</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Score</source>
        <extracomment>True for a share (written as a percentage), False for a count. Every figure of a pair, in the order the table, the report and the CSV list them.</extracomment>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>The larger share of one document found in the other, copied or reworded: what the threshold applies to.</source>
        <translation>La quota maggiore di un documento che si trova nell&apos;altro, copiata o riformulata: è quella a cui si applica la soglia.</translation>
    </message>
    <message>
        <source>A found in B</source>
        <translation>A in B</translation>
    </message>
    <message>
        <source>The share of document A&apos;s text found in document B.</source>
        <translation>La quota del testo del documento A che si trova nel documento B.</translation>
    </message>
    <message>
        <source>B found in A</source>
        <translation>B in A</translation>
    </message>
    <message>
        <source>The share of document B&apos;s text found in document A.</source>
        <translation>La quota del testo del documento B che si trova nel documento A.</translation>
    </message>
    <message>
        <source>Similar overall</source>
        <translation>Somiglianza complessiva</translation>
    </message>
    <message>
        <source>How alike the two documents are as wholes: the share of all their phrases that they have in common. Reworded copying changes the phrases, so it shows little here; the score counts it.</source>
        <translation>Quanto si somigliano i due documenti nel loro insieme: la quota di tutte le loro espressioni che hanno in comune. La copia riformulata cambia le espressioni, quindi qui si vede poco; il punteggio la conta.</translation>
    </message>
    <message>
        <source>Shared {units}</source>
        <translation>{units} in comune</translation>
    </message>
    <message>
        <source>How many {units} of document A lie in passages shared with B.</source>
        <translation>Quante {units} del documento A si trovano in passi condivisi con B.</translation>
    </message>
    <message>
        <source>Longest run ({units})</source>
        <translation>Sequenza più lunga ({units})</translation>
    </message>
    <message>
        <source>The longest stretch of {units} the two documents have identical, in the same order.</source>
        <translation>La sequenza più lunga di {units} uguali nei due documenti, nello stesso ordine.</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passi</translation>
    </message>
    <message>
        <source>How many shared passages were found, copied or reworded.</source>
        <translation>Quanti passi in comune sono stati trovati, copiati o riformulati.</translation>
    </message>
    <message>
        <source>the same words in the same order</source>
        <extracomment>What each kind of passage is, in the legend of the window and the report.</extracomment>
        <translation>le stesse parole nello stesso ordine</translation>
    </message>
    <message>
        <source>the same content in other words or order</source>
        <translation>lo stesso contenuto con altre parole o in un altro ordine</translation>
    </message>
    <message>
        <source>the same content in another language</source>
        <translation>lo stesso contenuto in un&apos;altra lingua</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>copiato</translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>riformulato</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>tradotto</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>Languages as the teacher reads them (engine/reworded/pivot.py names them as the stop-word lists do).</extracomment>
        <translation>inglese</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francese</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>spagnolo</translation>
    </message>
    <message>
        <source>German</source>
        <translation>tedesco</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>italiano</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>portoghese</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>olandese</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>indonesiano</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>turco</translation>
    </message>
    <message>
        <source>same sentence shapes</source>
        <extracomment>What a reworded passage of shape (models.PassageBasis) stands on, in the window, the report and their legends: its words are not very alike, so its likeness alone would undersell it.</extracomment>
        <translation>stesse forme di frase</translation>
    </message>
    <message>
        <source>sentences in a row keep their order, length and small words, with most other words changed</source>
        <translation>frasi consecutive mantengono ordine, lunghezza e parole piccole, con quasi tutte le altre parole cambiate</translation>
    </message>
    <message>
        <source>score at or above the threshold</source>
        <extracomment>Why a pair is listed, in the table, the report and the slider&apos;s note.</extracomment>
        <translation>soglia raggiunta</translation>
    </message>
    <message>
        <source>a long shared passage</source>
        <translation>un lungo passo in comune</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>The steps a teacher sees, in order, each with the pipeline stages (models.STAGES keys) it is made of.</extracomment>
        <translation>Lettura</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>Checking matches</source>
        <translation>Controllo delle corrispondenze</translation>
    </message>
    <message>
        <source>Checking the reference library</source>
        <translation>Controllo della biblioteca di riferimento</translation>
    </message>
    <message>
        <source>comparing {documents}</source>
        <extracomment>The step each pipeline stage belongs to (models.STAGES key -&gt; words). What a progress report&apos;s note says at the start of a stage, in plain words: the engine&apos;s own notes (&quot;440 passage windows&quot;, &quot;26 candidate pairs&quot;) name the method&apos;s parts. Stages not listed keep their note.</extracomment>
        <translation>confronto di {documents}</translation>
    </message>
    <message>
        <source>finding the pairs that share text</source>
        <translation>ricerca delle coppie che condividono testo</translation>
    </message>
    <message>
        <source>{pairs} to check closely</source>
        <translation>{pairs} da controllare da vicino</translation>
    </message>
    <message>
        <source>{files} found</source>
        <translation>{files} da leggere</translation>
    </message>
    <message>
        <source>listing the zips</source>
        <translation>elenco degli zip</translation>
    </message>
    <message>
        <source>preparing the library for these settings</source>
        <extracomment>The engine&apos;s other notes, which it writes in English (it knows nothing of languages), as the window shows them.</extracomment>
        <translation>preparazione della biblioteca per queste impostazioni</translation>
    </message>
    <message>
        <source>reading the matching archive documents</source>
        <translation>lettura dei documenti corrispondenti dell&apos;archivio</translation>
    </message>
    <message>
        <source>reading what the archive holds</source>
        <translation>lettura del contenuto dell&apos;archivio</translation>
    </message>
    <message>
        <source>reading the documents</source>
        <translation>lettura dei documenti</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>salvataggio</translation>
    </message>
    <message>
        <source>{template} template and {common} common phrases ignored</source>
        <translation>{template} espressioni del modello e {common} espressioni comuni ignorate</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>caratteri</translation>
    </message>
    <message>
        <source>words</source>
        <translation>parole</translation>
    </message>
    <message>
        <source>{reason} ({length} {units})</source>
        <translation>{reason} ({length} {units})</translation>
    </message>
    <message>
        <source>translated ({language} ← English)</source>
        <translation>tradotto ({language} ← inglese)</translation>
    </message>
    <message>
        <source>translated ({a} ↔ {b})</source>
        <translation>tradotto ({a} ↔ {b})</translation>
    </message>
    <message>
        <source>{kind}, {SHAPE_LABEL}, {similarity} alike in words</source>
        <translation>{kind}, {SHAPE_LABEL}, somiglianza delle parole {similarity}</translation>
    </message>
    <message>
        <source>{kind}, {similarity} alike</source>
        <translation>{kind}, somiglianza {similarity}</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>oggi alle {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>ieri alle {clock}</translation>
    </message>
    <message>
        <source>{day} {month} {year} at {clock}</source>
        <translation>{day} {month} {year} alle {clock}</translation>
    </message>
    <message>
        <source>Jan</source>
        <extracomment>Months as a date in the text names them (not strftime&apos;s, which follows the C locale, not the app&apos;s language).</extracomment>
        <translation>gen</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>feb</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>mar</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>apr</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mag</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>giu</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>lug</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>ago</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>set</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>ott</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>nov</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>dic</translation>
    </message>
</context>
</TS>
