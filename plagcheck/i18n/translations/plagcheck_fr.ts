<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Compares every document of a class with every other one, on this computer only, and shows the shared passages side by side.

plagcheck is free software under the MIT licence. It is built on Qt and PySide6 (GNU LGPL v3) and the other components listed under Third-party notices.</source>
        <translation>Compare chaque document d&apos;une classe avec tous les autres, sur cet ordinateur uniquement, et montre côte à côte les passages communs.

plagcheck est un logiciel libre sous licence MIT. Il repose sur Qt et PySide6 (GNU LGPL v3) et sur les autres composants listés sous Mentions des tiers.</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>À propos de plagcheck</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licence</translation>
    </message>
    <message>
        <source>Third-party &amp;notices</source>
        <translation>Mentions des &amp;tiers</translation>
    </message>
</context>
<context>
    <name>Anonymise</name>
    <message>
        <source>Student {number}</source>
        <extracomment>The words stand-ins are made of, never masked as a student&apos;s name.</extracomment>
        <translation>Élève {number}</translation>
    </message>
    <message>
        <source>Reference {number}</source>
        <translation>Référence {number}</translation>
    </message>
    <message>
        <source>Student no. {number}</source>
        <translation>Élève n° {number}</translation>
    </message>
    <message>
        <source>Listed student {number}</source>
        <translation>Élève de la liste {number}</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Whole-document search: chance a pair is checked</source>
        <translation>Recherche sur les documents entiers&#xa0;: chance qu&apos;une paire soit vérifiée</translation>
    </message>
    <message>
        <source>Advanced. The whole-document search checks a pair with this chance, by how similar the two texts are overall. A copied paragraph inside a long essay is found by the passage search instead, so this curve does not limit what the threshold can show.</source>
        <translation>Avancé. La recherche sur les documents entiers vérifie une paire avec cette probabilité, selon la ressemblance globale des deux textes. Un paragraphe copié dans une longue dissertation est trouvé par la recherche de passages&#xa0;: cette courbe ne limite donc pas ce que le seuil peut montrer.</translation>
    </message>
    <message>
        <source>Whole-document search: chance a pair is checked ({bands} × {rows})</source>
        <translation>Recherche sur les documents entiers&#xa0;: chance qu&apos;une paire soit vérifiée ({bands} × {rows})</translation>
    </message>
    <message>
        <source>Scan a folder to see the curve</source>
        <translation>Analysez un dossier pour voir la courbe</translation>
    </message>
    <message>
        <source>{chance} at {similarity} similar overall</source>
        <translation>{chance} à {similarity} de ressemblance globale</translation>
    </message>
    <message>
        <source>How many pairs at each score</source>
        <translation>Nombre de paires par score</translation>
    </message>
    <message>
        <source>How many pairs share each share of text (tall bars are drawn shorter, so that a single pair still shows). Pairs on the right deserve a look. Click or drag to move the threshold.</source>
        <translation>Nombre de paires selon la part de texte qu&apos;elles partagent (les barres hautes sont raccourcies pour qu&apos;une paire isolée reste visible). Les paires de droite méritent un coup d&apos;œil. Cliquez ou faites glisser pour déplacer le seuil.</translation>
    </message>
    <message>
        <source>No pairs yet</source>
        <translation>Pas encore de paire</translation>
    </message>
</context>
<context>
    <name>ClassController</name>
    <message>
        <source>File given to everyone: {name}</source>
        <translation>Fichier distribué à tous&#xa0;: {name}</translation>
    </message>
</context>
<context>
    <name>ClassFigures</name>
    <message>
        <source>{file}, {compared} compared</source>
        <extracomment>The class&apos;s own files (students&apos; work): every file found, whether it could be read or not. Of them, the files whose text was compared. Sources and reference-library texts compared with the class (not counted among its files). Files listed under File problems: not read, or read only in part (the class&apos;s, the sources&apos; and the files given to everyone).</extracomment>
        <translation>{file}, dont {compared} comparés</translation>
    </message>
    <message>
        <source> (and {text})</source>
        <translation> (et {text})</translation>
    </message>
</context>
<context>
    <name>ClassListDialog</name>
    <message>
        <source>Choose the class list</source>
        <extracomment>Asks for one file: (parent) -&gt; the chosen path (&quot;&quot; when cancelled). How many students the dialog shows as a sample of what was read.</extracomment>
        <translation>Choisir la liste de classe</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.xlsx *.txt);;All files (*)</source>
        <translation>Listes de classe (*.csv *.xlsx *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Liste de classe</translation>
    </message>
    <message>
        <source>Choose the class list your platform exports: the Canvas gradebook (Grades → Export), Moodle&apos;s participants or grades, Google Classroom&apos;s or Teams&apos; grades, as CSV or Excel (.xlsx); or any table with the students&apos; names and their ids or e-mail addresses. Submissions are named after it, and the students who handed nothing in are listed in the Class tab. plagcheck only reads this file.</source>
        <translation>Choisissez la liste de classe qu&apos;exporte votre plateforme&#xa0;: le carnet de notes de Canvas (Notes → Exporter), les participants ou les notes de Moodle, les notes de Google Classroom ou de Teams, en CSV ou Excel (.xlsx)&#x202f;; ou tout tableau avec les noms des élèves et leurs identifiants ou adresses électroniques. Les devoirs sont nommés d&apos;après elle, et les élèves qui n&apos;ont rien rendu sont listés dans l&apos;onglet Classe. plagcheck ne fait que lire ce fichier.</translation>
    </message>
    <message>
        <source>No class list</source>
        <translation>Aucune liste de classe</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Student&apos;s name:</source>
        <translation>Nom de l&apos;élève&#xa0;:</translation>
    </message>
    <message>
        <source>Id or e-mail address:</source>
        <translation>Identifiant ou adresse électronique&#xa0;:</translation>
    </message>
    <message>
        <source>(recognised from the columns)</source>
        <translation>(reconnu d&apos;après les colonnes)</translation>
    </message>
    <message>
        <source>Without a class list, students are named as their files name them.</source>
        <translation>Sans liste de classe, les élèves sont nommés comme leurs fichiers les nomment.</translation>
    </message>
    <message>
        <source>Read as {kind}{how}: {count} students.</source>
        <translation>Lue comme {kind}{how}&#xa0;: {count} élèves.</translation>
    </message>
    <message>
        <source>, its columns recognised</source>
        <translation>, ses colonnes reconnues</translation>
    </message>
    <message>
        <source>   … and {count} more</source>
        <translation>   … et {count} autres</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <source>Student</source>
        <translation>Élève</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lu</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Rendu</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Liste de classe</translation>
    </message>
    <message>
        <source>Earlier attempts (not checked)</source>
        <translation>Tentatives précédentes (non vérifiées)</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Non comparé</translation>
    </message>
    <message>
        <source>How the files name their students. Recognised from the file names unless you choose: a platform&apos;s download, one folder per student, or one file per submission.</source>
        <extracomment>The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Comment les fichiers désignent leurs élèves. Reconnu d&apos;après les noms de fichiers, sauf si vous choisissez&#xa0;: le téléchargement d&apos;une plateforme, un dossier par élève ou un fichier par devoir.</translation>
    </message>
    <message>
        <source>Check again this way</source>
        <translation>Vérifier à nouveau ainsi</translation>
    </message>
    <message>
        <source>Scan the class again, reading the files as chosen</source>
        <translation>Analyser à nouveau la classe en lisant les fichiers comme choisi</translation>
    </message>
    <message>
        <source>Read the files as:</source>
        <translation>Lire les fichiers comme&#xa0;:</translation>
    </message>
    <message>
        <source>(no student named)</source>
        <translation>(aucun élève nommé)</translation>
    </message>
    <message>
        <source>Named in the files: {name}</source>
        <translation>Nommé dans les fichiers&#xa0;: {name}</translation>
    </message>
    <message>
        <source>{files}  (not read)</source>
        <translation>{files}  (non lu)</translation>
    </message>
    <message>
        <source>The cover sheet names {name}: a suggestion, not taken. Choose File → Class list… to name the students.</source>
        <translation>La page de garde indique {name}&#xa0;: une suggestion, non retenue. Choisissez Fichier → Liste de classe… pour nommer les élèves.</translation>
    </message>
    <message>
        <source>handed nothing in</source>
        <translation>n&apos;a rien rendu</translation>
    </message>
    <message>
        <source>not on the class list</source>
        <translation>pas sur la liste de classe</translation>
    </message>
    <message>
        <source>on the class list (name shared)</source>
        <translation>sur la liste de classe (nom partagé)</translation>
    </message>
    <message>
        <source>on the class list</source>
        <translation>sur la liste de classe</translation>
    </message>
    <message>
        <source>cover sheet: {name}?</source>
        <translation>page de garde&#xa0;: {name}&#x202f;?</translation>
    </message>
</context>
<context>
    <name>ClassViewController</name>
    <message>
        <source>No scan yet.</source>
        <translation>Aucune analyse pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>ClusterGraph</name>
    <message>
        <source>Choose a group to see it drawn here.</source>
        <extracomment>How close (in pixels) to an edge a click must land to pick it.</extracomment>
        <translation>Choisissez un groupe pour le voir dessiné ici.</translation>
    </message>
</context>
<context>
    <name>CommonSource</name>
    <message>
        <source> (and 1 other reference)</source>
        <extracomment>Score of the pair (a, reference) and of the pair (b, reference). Share of the a-b passages&apos; text (both sides, in characters) that also lies in a passage shared with the reference: near 1.0, what A and B share is the reference&apos;s text.</extracomment>
        <translation> (et 1 autre référence)</translation>
    </message>
    <message>
        <source> (and {more} other references)</source>
        <translation> (et {more} autres références)</translation>
    </message>
    <message>
        <source>Common source: {name_a} and {name_b} both match {reference}{tail}; {covered} of the text they share is also in it.</source>
        <translation>Source commune&#xa0;: {name_a} et {name_b} correspondent tous deux à {reference}{tail}&#x202f;; {covered} du texte qu&apos;ils partagent s&apos;y trouve aussi.</translation>
    </message>
</context>
<context>
    <name>CompareController</name>
    <message>
        <source>{share} of {role} found in {other}</source>
        <translation>{share} de {role} se retrouve dans {other}</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <extracomment>Show copied passages only (the window&apos;s View setting); applies from the next show_pair.</extracomment>
        <translation>Choisissez une paire dans l&apos;onglet Résultats pour comparer ici les deux documents.</translation>
    </message>
    <message>
        <source>{label} {similar} · longest run {longest} {units}</source>
        <translation>{label} {similar} · plus longue suite {longest} {units}</translation>
    </message>
    <message>
        <source> · copied passages only</source>
        <translation> · passages copiés seulement</translation>
    </message>
    <message>
        <source>No passage long enough to show: the shared phrases are scattered.</source>
        <translation>Aucun passage assez long à montrer&#xa0;: les expressions communes sont dispersées.</translation>
    </message>
    <message>
        <source>Passage {index} of {count} · {passage} · {length_a} {units} in A, {length_b} in B</source>
        <translation>Passage {index} sur {count} · {passage} · {length_a} {units} dans A, {length_b} dans B</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>assignment or template text</source>
        <extracomment>What each kind of mark means, in the legend.</extracomment>
        <translation>texte du sujet ou d&apos;un modèle</translation>
    </message>
    <message>
        <source>text common to the class</source>
        <translation>texte commun à la classe</translation>
    </message>
    <message>
        <source>text several essays have at the same place (a cover sheet, the question)</source>
        <translation>texte que plusieurs devoirs ont au même endroit (une page de garde, la question)</translation>
    </message>
    <message>
        <source>quotation with no citation (counted)</source>
        <translation>citation sans référence (comptée)</translation>
    </message>
    <message>
        <source>quotation with a citation (grey: not counted)</source>
        <translation>citation avec référence (grisée&#xa0;: non comptée)</translation>
    </message>
    <message>
        <source>(&lt;b&gt;bold&lt;/b&gt;: words both sides share)</source>
        <translation>(&lt;b&gt;gras&lt;/b&gt;&#xa0;: mots communs aux deux côtés)</translation>
    </message>
    <message>
        <source>(its languages in the line above)</source>
        <translation>(ses langues dans la ligne au-dessus)</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} et {last}</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{colour}&apos;&gt;Grey text&lt;/span&gt;: {kinds}, not counted</source>
        <translation>&lt;span style=&apos;color:{colour}&apos;&gt;Texte gris&lt;/span&gt;&#xa0;: {kinds}, non compté</translation>
    </message>
    <message>
        <source>reference list (left out of the scores unless the settings count it)</source>
        <translation>bibliographie (écartée des scores sauf si les paramètres la comptent)</translation>
    </message>
    <message>
        <source>Italic on grey-blue</source>
        <translation>Italique sur gris-bleu</translation>
    </message>
    <message>
        <source>Grey italic on grey-blue</source>
        <translation>Italique gris sur gris-bleu</translation>
    </message>
    <message>
        <source>Upright on beige</source>
        <translation>Droit sur beige</translation>
    </message>
    <message>
        <source>Coloured: shared passages</source>
        <translation>En couleur&#xa0;: passages communs</translation>
    </message>
    <message>
        <source>{side}: {name}</source>
        <translation>{side}&#xa0;: {name}</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Passage précédent</translation>
    </message>
    <message>
        <source>Previous shared passage (Shift+F3 or Alt+Up)</source>
        <translation>Passage commun précédent (Maj+F3 ou Alt+Haut)</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Passage suivant ▶</translation>
    </message>
    <message>
        <source>Next shared passage (F3 or Alt+Down)</source>
        <translation>Passage commun suivant (F3 ou Alt+Bas)</translation>
    </message>
    <message>
        <source>◀ Pair</source>
        <translation>◀ Paire</translation>
    </message>
    <message>
        <source>The pair above in the results table (Alt+PgUp)</source>
        <translation>La paire au-dessus dans le tableau des résultats (Alt+Page préc.)</translation>
    </message>
    <message>
        <source>Pair ▶</source>
        <translation>Paire ▶</translation>
    </message>
    <message>
        <source>The pair below in the results table (Alt+PgDown)</source>
        <translation>La paire en dessous dans le tableau des résultats (Alt+Page suiv.)</translation>
    </message>
    <message>
        <source>Scroll together</source>
        <translation>Défiler ensemble</translation>
    </message>
    <message>
        <source>Keep matching passages level in both panes while scrolling</source>
        <translation>Garder les passages correspondants à la même hauteur dans les deux volets pendant le défilement</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Suivi&#xa0;:</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <translation>Sélectionnez une paire dans l&apos;onglet Résultats pour comparer ici les deux documents.</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message>
        <source>{n} pair</source>
        <extracomment>Each noun counted for the teacher, with its singular and plural forms ({n}: the number).</extracomment>
        <translation>{n} paire</translation>
    </message>
    <message>
        <source>{n} pairs</source>
        <translation>{n} paires</translation>
    </message>
    <message>
        <source>{n} file</source>
        <translation>{n} fichier</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} fichiers</translation>
    </message>
    <message>
        <source>{n} document</source>
        <translation>{n} document</translation>
    </message>
    <message>
        <source>{n} documents</source>
        <translation>{n} documents</translation>
    </message>
    <message>
        <source>{n} student</source>
        <translation>{n} élève</translation>
    </message>
    <message>
        <source>{n} students</source>
        <translation>{n} élèves</translation>
    </message>
    <message>
        <source>{n} group</source>
        <translation>{n} groupe</translation>
    </message>
    <message>
        <source>{n} groups</source>
        <translation>{n} groupes</translation>
    </message>
    <message>
        <source>{n} submission</source>
        <translation>{n} devoir</translation>
    </message>
    <message>
        <source>{n} submissions</source>
        <translation>{n} devoirs</translation>
    </message>
    <message>
        <source>{n} source text</source>
        <translation>{n} texte source</translation>
    </message>
    <message>
        <source>{n} source texts</source>
        <translation>{n} textes sources</translation>
    </message>
    <message>
        <source>{n} cached text</source>
        <translation>{n} texte en cache</translation>
    </message>
    <message>
        <source>{n} cached texts</source>
        <translation>{n} textes en cache</translation>
    </message>
    <message>
        <source>{n} earlier attempt</source>
        <translation>{n} tentative précédente</translation>
    </message>
    <message>
        <source>{n} earlier attempts</source>
        <translation>{n} tentatives précédentes</translation>
    </message>
    <message>
        <source>{n} text</source>
        <translation>{n} texte</translation>
    </message>
    <message>
        <source>{n} texts</source>
        <translation>{n} textes</translation>
    </message>
    <message>
        <source>{n} platform file</source>
        <translation>{n} fichier de la plateforme</translation>
    </message>
    <message>
        <source>{n} platform files</source>
        <translation>{n} fichiers de la plateforme</translation>
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
        <translation>{n} fichier rendu deux fois</translation>
    </message>
    <message>
        <source>{n} files handed in twice</source>
        <translation>{n} fichiers rendus deux fois</translation>
    </message>
    <message>
        <source>{n} receipt</source>
        <translation>{n} reçu</translation>
    </message>
    <message>
        <source>{n} receipts</source>
        <translation>{n} reçus</translation>
    </message>
    <message>
        <source>{n} web address</source>
        <translation>{n} adresse web</translation>
    </message>
    <message>
        <source>{n} web addresses</source>
        <translation>{n} adresses web</translation>
    </message>
    <message>
        <source>{n} draft not handed in</source>
        <translation>{n} brouillon non rendu</translation>
    </message>
    <message>
        <source>{n} drafts not handed in</source>
        <translation>{n} brouillons non rendus</translation>
    </message>
    <message>
        <source>{n} index page</source>
        <translation>{n} page d&apos;index</translation>
    </message>
    <message>
        <source>{n} index pages</source>
        <translation>{n} pages d&apos;index</translation>
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
        <translation>Passages reformulés</translation>
    </message>
    <message>
        <source>Translated passages</source>
        <translation>Passages traduits</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Listée pour</translation>
    </message>
    <message>
        <source>Collection A</source>
        <translation>Collection A</translation>
    </message>
    <message>
        <source>Collection B</source>
        <translation>Collection B</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Suivi</translation>
    </message>
    <message>
        <source>Review note</source>
        <translation>Note de suivi</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source> + 1 more file</source>
        <extracomment>Characters that look like nothing (Hangul and Braille fillers) though their category is a letter or symbol. The marks labels join names with (&quot; › &quot;, &quot; — &quot;), and the characters drawn like them: never shown as themselves inside a name. Between the student and the file in a submission&apos;s label: &quot;Priya Sharma — Extended writing.docx&quot;.</extracomment>
        <translation> + 1 autre fichier</translation>
    </message>
    <message>
        <source> + {more} more files</source>
        <translation> + {more} autres fichiers</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>Select a pair first.</source>
        <extracomment>Opens a URL (tests replace it).</extracomment>
        <translation>Sélectionnez d&apos;abord une paire.</translation>
    </message>
    <message>
        <source>is a reference-library text, kept inside plagcheck</source>
        <translation>est un texte de la bibliothèque de référence, conservé dans plagcheck</translation>
    </message>
    <message>
        <source>is no longer at {path}</source>
        <translation>n&apos;est plus à l&apos;emplacement {path}</translation>
    </message>
    <message>
        <source>The original of {name} {where}.</source>
        <translation>L&apos;original de {name} {where}.</translation>
    </message>
    <message>
        <source>The pair could not be made ready to print: {exc}</source>
        <translation>La paire n&apos;a pas pu être préparée pour l&apos;impression&#xa0;: {exc}</translation>
    </message>
    <message>
        <source>The pair opens in your browser, ready to print.</source>
        <translation>La paire s&apos;ouvre dans votre navigateur, prête à imprimer.</translation>
    </message>
</context>
<context>
    <name>DropChecks</name>
    <message>
        <source>Sources in the class folder?</source>
        <translation>Des sources dans le dossier de la classe&#x202f;?</translation>
    </message>
    <message>
        <source>The folder {names} looks like it holds sources (readings, original texts), not students&apos; work. Treat its files as sources? They are still compared with every student, but never counted or grouped as students. You can change this later under Scan → Sources in the class folder…</source>
        <translation>Le dossier {names} semble contenir des sources (lectures, textes originaux) et non des travaux d&apos;élèves. Traiter ses fichiers comme des sources&#x202f;? Ils restent comparés avec chaque élève, mais ne sont jamais comptés ni regroupés comme des élèves. Vous pourrez changer cela plus tard dans Analyse → Sources dans le dossier de la classe…</translation>
    </message>
    <message>
        <source>Treat as sources</source>
        <translation>Traiter comme sources</translation>
    </message>
    <message>
        <source>They are students&apos; work</source>
        <translation>Ce sont des travaux d&apos;élèves</translation>
    </message>
    <message>
        <source>{name} was not found</source>
        <translation>{name} est introuvable</translation>
    </message>
    <message>
        <source>{name} is not a document plagcheck reads (PDF, Word, OpenDocument, RTF, HTML or text)</source>
        <translation>{name} n&apos;est pas un document que plagcheck sait lire (PDF, Word, OpenDocument, RTF, HTML ou texte)</translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <source>Drop a folder of student work here</source>
        <translation>Déposez ici un dossier de travaux d&apos;élèves</translation>
    </message>
    <message>
        <source>Every document is compared with every other one, on this computer only.
Word, PDF, OpenDocument, RTF, HTML, Markdown and plain text files are read; other files are listed as skipped.</source>
        <translation>Chaque document est comparé avec tous les autres, sur cet ordinateur uniquement.
Les fichiers Word, PDF, OpenDocument, RTF, HTML, Markdown et texte brut sont lus&#x202f;; les autres sont listés comme ignorés.</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Ouvrir un dossier…</translation>
    </message>
    <message>
        <source>Choose a folder to scan (Ctrl+O)</source>
        <translation>Choisir un dossier à analyser (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open files…</source>
        <translation>Ouvrir des fichiers…</translation>
    </message>
    <message>
        <source>Choose documents to scan (Ctrl+Shift+F)</source>
        <translation>Choisir des documents à analyser (Ctrl+Maj+F)</translation>
    </message>
    <message>
        <source>Open a saved check…</source>
        <translation>Ouvrir une vérification enregistrée…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews (Ctrl+Shift+O)</source>
        <translation>Ouvrir une vérification enregistrée plus tôt, avec son suivi (Ctrl+Maj+O)</translation>
    </message>
    <message>
        <source>Recent folders and checks</source>
        <translation>Dossiers et vérifications récents</translation>
    </message>
</context>
<context>
    <name>EncodingController</name>
    <message>
        <source>The file cannot be read: {message}</source>
        <translation>Le fichier ne peut pas être lu&#xa0;: {message}</translation>
    </message>
    <message>
        <source>The file cannot be read: {exc}</source>
        <translation>Le fichier ne peut pas être lu&#xa0;: {exc}</translation>
    </message>
    <message>
        <source>an unknown encoding</source>
        <extracomment>Replaced by tests to answer the dialog: (dialog) -&gt; accepted.</extracomment>
        <translation>un encodage inconnu</translation>
    </message>
</context>
<context>
    <name>EncodingDialog</name>
    <message>
        <source>Read in another encoding</source>
        <translation>Lire avec un autre encodage</translation>
    </message>
    <message>
        <source>{name} was read as {current}</source>
        <translation>{name} a été lu avec {current}</translation>
    </message>
    <message>
        <source> (a guess: the file does not say which encoding it uses)</source>
        <translation> (une supposition&#xa0;: le fichier n&apos;indique pas son encodage)</translation>
    </message>
    <message>
        <source>. If its letters look wrong below, pick the encoding in which the text reads right; the folder is then scanned again. The choice is remembered for this file.</source>
        <translation>. Si ses lettres semblent fausses ci-dessous, choisissez l&apos;encodage dans lequel le texte se lit correctement&#x202f;; le dossier est alors analysé à nouveau. Le choix est retenu pour ce fichier.</translation>
    </message>
    <message>
        <source>Read it this way</source>
        <translation>Le lire ainsi</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Encodage&#xa0;:</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source>empty: the document holds no text</source>
        <extracomment>Every note the catalogue knows, in the engine&apos;s English ({name}: a part the engine fills in).</extracomment>
        <translation>vide&#xa0;: le document ne contient aucun texte</translation>
    </message>
    <message>
        <source>empty: the file holds no text</source>
        <translation>vide&#xa0;: le fichier ne contient aucun texte</translation>
    </message>
    <message>
        <source>empty: the file holds only white space</source>
        <translation>vide&#xa0;: le fichier ne contient que des espaces</translation>
    </message>
    <message>
        <source>empty: the file is 0 bytes</source>
        <translation>vide&#xa0;: le fichier fait 0 octet</translation>
    </message>
    <message>
        <source>empty: the page holds no text</source>
        <translation>vide&#xa0;: la page ne contient aucun texte</translation>
    </message>
    <message>
        <source>empty: the page holds no visible text</source>
        <translation>vide&#xa0;: la page ne contient aucun texte visible</translation>
    </message>
    <message>
        <source>empty: the PDF holds no text</source>
        <translation>vide&#xa0;: le PDF ne contient aucun texte</translation>
    </message>
    <message>
        <source>empty: the PDF holds only hidden text (white, or in a tiny font)</source>
        <translation>vide&#xa0;: le PDF ne contient que du texte caché (blanc, ou en tout petits caractères)</translation>
    </message>
    <message>
        <source>scanned or image-only PDF: it has no text layer (it would need OCR)</source>
        <translation>PDF numérisé ou composé d&apos;images&#xa0;: il n&apos;a pas de couche texte (il faudrait une reconnaissance de caractères)</translation>
    </message>
    <message>
        <source>password protected: the PDF cannot be opened without its password</source>
        <translation>protégé par mot de passe&#xa0;: le PDF ne s&apos;ouvre pas sans son mot de passe</translation>
    </message>
    <message>
        <source>password protected: open it, remove the password and save it again</source>
        <translation>protégé par mot de passe&#xa0;: ouvrez-le, retirez le mot de passe et enregistrez-le à nouveau</translation>
    </message>
    <message>
        <source>password protected: the zip encrypts this file; unpack it with its password to check it</source>
        <translation>protégé par mot de passe&#xa0;: le zip chiffre ce fichier&#x202f;; décompressez-le avec son mot de passe pour le vérifier</translation>
    </message>
    <message>
        <source>encrypted with a method that cannot be read</source>
        <translation>chiffré selon une méthode illisible</translation>
    </message>
    <message>
        <source>corrupt: the PDF is damaged and could not be read</source>
        <translation>endommagé&#xa0;: le PDF est abîmé et n&apos;a pas pu être lu</translation>
    </message>
    <message>
        <source>corrupt: not a real RTF file (it does not start like one)</source>
        <translation>endommagé&#xa0;: ce n&apos;est pas un vrai fichier RTF (il ne commence pas comme tel)</translation>
    </message>
    <message>
        <source>corrupt: the RTF file is damaged</source>
        <translation>endommagé&#xa0;: le fichier RTF est abîmé</translation>
    </message>
    <message>
        <source>corrupt: not a Word document (no main text inside)</source>
        <translation>endommagé&#xa0;: ce n&apos;est pas un document Word (aucun texte principal à l&apos;intérieur)</translation>
    </message>
    <message>
        <source>corrupt: not an OpenDocument text (no content inside)</source>
        <translation>endommagé&#xa0;: ce n&apos;est pas un texte OpenDocument (aucun contenu à l&apos;intérieur)</translation>
    </message>
    <message>
        <source>corrupt: the document&apos;s contents are damaged</source>
        <translation>endommagé&#xa0;: le contenu du document est abîmé</translation>
    </message>
    <message>
        <source>corrupt: not a readable {kind} file (damaged or cut short)</source>
        <translation>endommagé&#xa0;: fichier {kind} illisible (abîmé ou tronqué)</translation>
    </message>
    <message>
        <source>corrupt: not a readable zip file (damaged or cut short)</source>
        <translation>endommagé&#xa0;: fichier zip illisible (abîmé ou tronqué)</translation>
    </message>
    <message>
        <source>corrupt: this file is damaged inside the zip</source>
        <translation>endommagé&#xa0;: ce fichier est abîmé dans le zip</translation>
    </message>
    <message>
        <source>not a real {kind} file: it is an old-style Office file; save it as {kind2} or PDF</source>
        <translation>pas un vrai fichier {kind}&#xa0;: c&apos;est un ancien format Office&#x202f;; enregistrez-le en {kind2} ou en PDF</translation>
    </message>
    <message>
        <source>not a text file: it holds binary data (perhaps another kind of file renamed .txt)</source>
        <translation>pas un fichier texte&#xa0;: il contient des données binaires (peut-être un autre type de fichier renommé en .txt)</translation>
    </message>
    <message>
        <source>not a valid {encoding} text file</source>
        <translation>pas un fichier texte {encoding} valide</translation>
    </message>
    <message>
        <source>encoding guessed as {encoding}</source>
        <translation>encodage deviné&#xa0;: {encoding}</translation>
    </message>
    <message>
        <source>the chosen encoding applies to plain-text files only</source>
        <translation>l&apos;encodage choisi ne s&apos;applique qu&apos;aux fichiers de texte brut</translation>
    </message>
    <message>
        <source>unsupported type ({suffix})</source>
        <translation>type non pris en charge ({suffix})</translation>
    </message>
    <message>
        <source>identical to {name}</source>
        <translation>identique à {name}</translation>
    </message>
    <message>
        <source>the same as {name}, in the same student&apos;s folder: read once</source>
        <translation>le même que {name}, dans le dossier du même élève&#xa0;: lu une seule fois</translation>
    </message>
    <message>
        <source>the same as {name}, saved again under a copy&apos;s name: read once</source>
        <translation>le même que {name}, enregistré à nouveau sous le nom d&apos;une copie&#xa0;: lu une seule fois</translation>
    </message>
    <message>
        <source>the same as {name}, read once</source>
        <translation>le même que {name}, lu une seule fois</translation>
    </message>
    <message>
        <source>not found: the file was moved, renamed or deleted</source>
        <translation>introuvable&#xa0;: le fichier a été déplacé, renommé ou supprimé</translation>
    </message>
    <message>
        <source>could not be read: you do not have permission to open it</source>
        <translation>illisible&#xa0;: vous n&apos;avez pas le droit de l&apos;ouvrir</translation>
    </message>
    <message>
        <source>could not be read: its path is longer than the system allows</source>
        <translation>illisible&#xa0;: son chemin est plus long que ce que le système permet</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>illisible&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use here</source>
        <translation>trop volumineux&#xa0;: il faudrait plus que les {size} Mo de mémoire qu&apos;un lecteur peut utiliser ici</translation>
    </message>
    <message>
        <source>skipped: not a document (a pipe, a device or a folder), so it was not read</source>
        <translation>ignoré&#xa0;: ce n&apos;est pas un document (un tube, un périphérique ou un dossier), il n&apos;a donc pas été lu</translation>
    </message>
    <message>
        <source>skipped: a link to a file that does not exist</source>
        <translation>ignoré&#xa0;: un lien vers un fichier qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>skipped: a link that leads round in a loop, to no file</source>
        <translation>ignoré&#xa0;: un lien qui tourne en boucle, sans mener à aucun fichier</translation>
    </message>
    <message>
        <source>skipped: a link to {other}, which is read under its own name (one file is read once)</source>
        <translation>ignoré&#xa0;: un lien vers {other}, qui est lu sous son propre nom (un fichier n&apos;est lu qu&apos;une fois)</translation>
    </message>
    <message>
        <source>skipped: the zip changed since it was listed, so this file was not read</source>
        <translation>ignoré&#xa0;: le zip a changé depuis qu&apos;il a été listé, ce fichier n&apos;a donc pas été lu</translation>
    </message>
    <message>
        <source>a web address the student handed in (Canvas&apos;s page leading to it), not a document</source>
        <translation>une adresse web rendue par l&apos;élève (la page de Canvas qui y mène), pas un document</translation>
    </message>
    <message>
        <source>a draft in the student&apos;s Teams working files, not handed in</source>
        <translation>un brouillon dans les fichiers de travail Teams de l&apos;élève, non rendu</translation>
    </message>
    <message>
        <source>Recognised from the file names</source>
        <translation>Reconnu d&apos;après les noms de fichiers</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Téléchargement Moodle</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Téléchargement Canvas</translation>
    </message>
    <message>
        <source>Blackboard Learn download</source>
        <translation>Téléchargement Blackboard Learn</translation>
    </message>
    <message>
        <source>Brightspace (D2L) download</source>
        <translation>Téléchargement Brightspace (D2L)</translation>
    </message>
    <message>
        <source>Google Classroom folder</source>
        <translation>Dossier Google Classroom</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Fichiers de devoir Microsoft Teams</translation>
    </message>
    <message>
        <source>Each sub-folder is one student</source>
        <translation>Chaque sous-dossier est un élève</translation>
    </message>
    <message>
        <source>Each file is one submission</source>
        <translation>Chaque fichier est un devoir</translation>
    </message>
    <message>
        <source>Blackboard&apos;s receipt of the attempt handed in {when} (the student&apos;s name, comments and files)</source>
        <translation>reçu de Blackboard pour la tentative rendue {when} (nom de l&apos;élève, commentaires et fichiers)</translation>
    </message>
    <message>
        <source>Brightspace&apos;s index page of the download (which file is whose), not a student&apos;s work</source>
        <translation>page d&apos;index du téléchargement Brightspace (à qui est chaque fichier), pas un travail d&apos;élève</translation>
    </message>
    <message>
        <source>unsupported type (no extension)</source>
        <translation>type non pris en charge (sans extension)</translation>
    </message>
    <message>
        <source>save it as .docx or PDF</source>
        <translation>enregistrez-le en .docx ou en PDF</translation>
    </message>
    <message>
        <source>export it as PDF or .docx</source>
        <translation>exportez-le en PDF ou en .docx</translation>
    </message>
    <message>
        <source>export it as PDF</source>
        <translation>exportez-le en PDF</translation>
    </message>
    <message>
        <source>skipped: a link to {what} outside the folders and files you chose ({target}), so it was not read</source>
        <translation>ignoré&#xa0;: un lien vers {what} en dehors des dossiers et fichiers choisis ({target}), il n&apos;a donc pas été lu</translation>
    </message>
    <message>
        <source>skipped: a link to a folder (links to folders are not followed; the files they lead to are read where they are, if they are in the folders you chose)</source>
        <translation>ignoré&#xa0;: un lien vers un dossier (ces liens ne sont pas suivis&#x202f;; les fichiers vers lesquels ils mènent sont lus là où ils sont, s&apos;ils sont dans les dossiers choisis)</translation>
    </message>
    <message>
        <source>skipped: a folder nested more than {depth} levels deep, not looked into</source>
        <translation>ignoré&#xa0;: un dossier imbriqué sur plus de {depth} niveaux, non exploré</translation>
    </message>
    <message>
        <source>skipped: the folder was replaced by another since it was found, so it was not looked into</source>
        <translation>ignoré&#xa0;: le dossier a été remplacé par un autre depuis qu&apos;il a été trouvé, il n&apos;a donc pas été exploré</translation>
    </message>
    <message>
        <source>skipped: another name on disk (a hard link) for the same file as {other}, which is read under that name (one file is read once)</source>
        <translation>ignoré&#xa0;: un autre nom sur le disque (un lien physique) du même fichier que {other}, lu sous ce nom-là (un fichier n&apos;est lu qu&apos;une fois)</translation>
    </message>
    <message>
        <source>skipped: this file has other names on disk (hard links), not all in the folders you chose, so it was not read: it may be a file from elsewhere. If it is a student&apos;s work, copy it into the folder</source>
        <translation>ignoré&#xa0;: ce fichier a d&apos;autres noms sur le disque (liens physiques), pas tous dans les dossiers choisis, il n&apos;a donc pas été lu&#xa0;: il peut venir d&apos;ailleurs. Si c&apos;est le travail d&apos;un élève, copiez-le dans le dossier</translation>
    </message>
    <message>
        <source>refused: its compressed contents unpack to an enormous size (a &apos;zip bomb&apos;, built to exhaust memory), so it was not opened</source>
        <translation>refusé&#xa0;: son contenu compressé se décompresse en une taille énorme (une « bombe zip », faite pour épuiser la mémoire), il n&apos;a donc pas été ouvert</translation>
    </message>
    <message>
        <source>shortened: only its first {chars} characters were read (the limit for one file)</source>
        <translation>raccourci&#xa0;: seuls ses {chars} premiers caractères ont été lus (la limite pour un fichier)</translation>
    </message>
    <message>
        <source>refused: the file expands to more than {chars} characters of blank or repeated text (built to exhaust memory), so it was not read</source>
        <translation>refusé&#xa0;: le fichier se déploie en plus de {chars} caractères de blancs ou de texte répété (fait pour épuiser la mémoire), il n&apos;a donc pas été lu</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use</source>
        <translation>trop volumineux pour être lu&#xa0;: il demande plus que les {size} Mo de mémoire qu&apos;un lecteur peut utiliser</translation>
    </message>
    <message>
        <source>skipped: the file was replaced by another since it was found, so it was not read</source>
        <translation>ignoré&#xa0;: le fichier a été remplacé par un autre depuis qu&apos;il a été trouvé, il n&apos;a donc pas été lu</translation>
    </message>
    <message>
        <source>skipped: the file was given another name on disk (a hard link) since it was found, so it was not read: that name may be outside the folders you chose</source>
        <translation>ignoré&#xa0;: le fichier a reçu un autre nom sur le disque (un lien physique) depuis qu&apos;il a été trouvé, il n&apos;a donc pas été lu&#xa0;: ce nom peut être hors des dossiers choisis</translation>
    </message>
    <message>
        <source>read as plain text: its tags are nested more than {depth} levels deep, as no real page is</source>
        <translation>lu comme texte brut&#xa0;: ses balises sont imbriquées sur plus de {depth} niveaux, ce qu&apos;aucune vraie page ne fait</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) are nested more than {depth} levels deep or draw each other in a loop, which readers cut short (built to stall or mislead readers), so it was not read</source>
        <translation>refusé&#xa0;: ses dessins (form XObjects) sont imbriqués sur plus de {depth} niveaux ou se dessinent l&apos;un l&apos;autre en boucle, ce que les lecteurs interrompent (fait pour bloquer ou tromper les lecteurs), il n&apos;a donc pas été lu</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) draw each other over {count} times (built to exhaust memory), so it was not read</source>
        <translation>refusé&#xa0;: ses dessins (form XObjects) se dessinent l&apos;un l&apos;autre plus de {count} fois (fait pour épuiser la mémoire), il n&apos;a donc pas été lu</translation>
    </message>
    <message>
        <source>took too long to read (over {seconds} s): the file may be damaged or built to stall readers</source>
        <translation>lecture trop longue (plus de {seconds} s)&#xa0;: le fichier est peut-être endommagé ou fait pour bloquer les lecteurs</translation>
    </message>
    <message>
        <source>the reader crashed on this file: it is probably damaged</source>
        <translation>le lecteur a planté sur ce fichier&#xa0;: il est sans doute endommagé</translation>
    </message>
    <message>
        <source>refused: the zip holds more than {count} files (with the zips inside it), as no class does; it may be built to stall readers. Split it, or unpack the part you need</source>
        <translation>refusé&#xa0;: le zip contient plus de {count} fichiers (avec les zips qu&apos;il contient), ce qu&apos;aucune classe ne fait&#x202f;; il est peut-être fait pour bloquer les lecteurs. Découpez-le, ou décompressez la partie utile</translation>
    </message>
    <message>
        <source>skipped: a zip inside a zip inside a zip; zips are opened {depth} deep at most, so it was not opened</source>
        <translation>ignoré&#xa0;: un zip dans un zip dans un zip&#x202f;; les zips sont ouverts sur {depth} niveaux au plus, il n&apos;a donc pas été ouvert</translation>
    </message>
    <message>
        <source>skipped: its name in the zip leads out of the zip ({name}), as only a zip built to attack unpackers does, so it was not read</source>
        <translation>ignoré&#xa0;: son nom dans le zip mène hors du zip ({name}), comme seul un zip fait pour attaquer les décompresseurs le fait, il n&apos;a donc pas été lu</translation>
    </message>
    <message>
        <source>skipped: a link stored in the zip (to {target}), not a document; links are not followed</source>
        <translation>ignoré&#xa0;: un lien enregistré dans le zip (vers {target}), pas un document&#x202f;; les liens ne sont pas suivis</translation>
    </message>
    <message>
        <source>skipped: a second file of the same name in the zip (as only a zip built to mislead holds); the first is read</source>
        <translation>ignoré&#xa0;: un second fichier du même nom dans le zip (comme seul un zip fait pour tromper en contient)&#x202f;; le premier est lu</translation>
    </message>
    <message>
        <source>refused: its files overlap inside the zip (one block of data stands for many files), as only a &apos;zip bomb&apos; built to exhaust memory and time is made, so it was not opened</source>
        <translation>refusé&#xa0;: ses fichiers se chevauchent dans le zip (un bloc de données tient lieu de nombreux fichiers), comme seule une « bombe zip » faite pour épuiser mémoire et temps est construite, il n&apos;a donc pas été ouvert</translation>
    </message>
    <message>
        <source>refused: its files together unpack to an enormous size, each packed far tighter than any document (a &apos;zip bomb&apos; of many members, built to exhaust memory and time), so it was not opened</source>
        <translation>refusé&#xa0;: ses fichiers se décompressent ensemble en une taille énorme, chacun compressé bien plus que tout document (une « bombe zip » de nombreux fichiers, faite pour épuiser mémoire et temps), il n&apos;a donc pas été ouvert</translation>
    </message>
    <message>
        <source>refused: the zip unpacks to more than {size} GB in all (a &apos;zip bomb&apos;, built to exhaust memory and time), so the rest of it was not read</source>
        <translation>refusé&#xa0;: le zip se décompresse en plus de {size} Go en tout (une « bombe zip », faite pour épuiser mémoire et temps), le reste n&apos;a donc pas été lu</translation>
    </message>
    <message>
        <source>an attempt dated in the future ({when}), which no platform writes: its file names may have been made to look like the platform&apos;s, so check who handed it in</source>
        <translation>une tentative datée dans le futur ({when}), ce qu&apos;aucune plateforme n&apos;écrit&#xa0;: ses noms de fichiers ont peut-être été faits pour ressembler à ceux de la plateforme&#x202f;; vérifiez qui l&apos;a rendue</translation>
    </message>
    <message>
        <source>refused: the zips of this check hold more than {count} files in all, as no class does (they may be built to stall the check); the zips listed before this one are read, this one and those after it are not. Check fewer zips at a time, or unpack the part you need</source>
        <translation>refusé&#xa0;: les zips de cette vérification contiennent plus de {count} fichiers en tout, ce qu&apos;aucune classe ne fait (ils sont peut-être faits pour bloquer la vérification)&#x202f;; les zips listés avant celui-ci sont lus, celui-ci et les suivants non. Vérifiez moins de zips à la fois, ou décompressez la partie utile</translation>
    </message>
    <message>
        <source>refused: the zips of this check unpack to more than {size} GB in all (a &apos;zip bomb&apos; spread over many zips, built to exhaust memory and time); the zips listed before this one are read, this one and those after it are not</source>
        <translation>refusé&#xa0;: les zips de cette vérification se décompressent en plus de {size} Go en tout (une « bombe zip » répartie sur de nombreux zips, faite pour épuiser mémoire et temps)&#x202f;; les zips listés avant celui-ci sont lus, celui-ci et les suivants non</translation>
    </message>
    <message>
        <source>not read: listing the zips of this check took more than {seconds} s in all (they may be built to stall the check); the zips listed before are read, this one is not. Check fewer zips at a time</source>
        <translation>non lu&#xa0;: l&apos;inventaire des zips de cette vérification a pris plus de {seconds} s en tout (ils sont peut-être faits pour bloquer la vérification)&#x202f;; les zips listés avant sont lus, celui-ci non. Vérifiez moins de zips à la fois</translation>
    </message>
    <message>
        <source>not compared: the assignment sheet (it lies outside the students&apos; submissions and says it is the assignment); its text is left out of every essay, as a template&apos;s is</source>
        <translation>non comparé&#xa0;: la consigne du devoir (elle est en dehors des devoirs des élèves et dit être la consigne)&#x202f;; son texte est écarté de chaque devoir, comme celui d&apos;un modèle</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} words ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>comparé en partie&#xa0;: seuls ses {units} premiers mots ({chars} caractères) ont été gardés, pour que l&apos;analyse reste dans son budget de mémoire</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} characters ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>comparé en partie&#xa0;: seuls ses {units} premiers caractères ({chars} caractères) ont été gardés, pour que l&apos;analyse reste dans son budget de mémoire</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters hidden, in white or in a tiny font</source>
        <translation>texte caché écarté&#xa0;: {chars} caractères cachés, en blanc ou en police minuscule</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters in white or in a tiny font</source>
        <translation>texte caché écarté&#xa0;: {chars} caractères en blanc ou en police minuscule</translation>
    </message>
    <message>
        <source>read as {encoding}, as chosen</source>
        <translation>lu en {encoding}, comme choisi</translation>
    </message>
    <message>
        <source>{count} bytes are not {encoding}</source>
        <translation>{count} octets ne sont pas du {encoding}</translation>
    </message>
    <message>
        <source>{count} byte are not {encoding}</source>
        <translation>{count} octet n&apos;est pas du {encoding}</translation>
    </message>
    <message>
        <source>a Canvas gradebook export</source>
        <translation>un export du carnet de notes de Canvas</translation>
    </message>
    <message>
        <source>a Moodle participants or grades export</source>
        <translation>un export des participants ou des notes de Moodle</translation>
    </message>
    <message>
        <source>a Google Classroom grades export</source>
        <translation>un export des notes de Google Classroom</translation>
    </message>
    <message>
        <source>a Microsoft Teams grades export</source>
        <translation>un export des notes de Microsoft Teams</translation>
    </message>
    <message>
        <source>a table of names</source>
        <translation>un tableau de noms</translation>
    </message>
    <message>
        <source>{label}: {note}</source>
        <extracomment>How many &quot;: &quot; of a note are tried as the end of its label (a student&apos;s file name may hold many).</extracomment>
        <translation>{label}&#xa0;: {note}</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Une erreur s&apos;est produite</translation>
    </message>
    <message>
        <source>plagcheck hit an unexpected error and carried on.

{summary}

Details were written to {log_path}.</source>
        <translation>plagcheck a rencontré une erreur inattendue et a continué.

{summary}

Les détails ont été écrits dans {log_path}.</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Rapport HTML (*.html)</translation>
    </message>
    <message>
        <source>Pairs as CSV (*.csv)</source>
        <translation>Paires en CSV (*.csv)</translation>
    </message>
    <message>
        <source>Pairs as JSON (*.json)</source>
        <translation>Paires en JSON (*.json)</translation>
    </message>
    <message>
        <source> — names replaced by pseudonyms</source>
        <translation> — noms remplacés par des pseudonymes</translation>
    </message>
    <message>
        <source>Report saved</source>
        <extracomment>The formats offered by each export, the first chosen when the dialog opens.</extracomment>
        <translation>Rapport enregistré</translation>
    </message>
    <message>
        <source>Saved {name} in {parent}.</source>
        <translation>{name} enregistré dans {parent}.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>L&apos;ouvrir</translation>
    </message>
    <message>
        <source>Show its folder</source>
        <translation>Afficher son dossier</translation>
    </message>
    <message>
        <source>Scan a folder first: there is nothing to export yet.</source>
        <extracomment>Called with the written file after an export from the dialog (tests replace it).</extracomment>
        <translation>Analysez d&apos;abord un dossier&#xa0;: il n&apos;y a encore rien à exporter.</translation>
    </message>
    <message>
        <source>Export anonymised report</source>
        <translation>Exporter le rapport anonymisé</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exporter le rapport</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <source>The report could not be written to {target}: {exc}</source>
        <translation>Le rapport n&apos;a pas pu être écrit dans {target}&#xa0;: {exc}</translation>
    </message>
    <message>
        <source>Saved {written}</source>
        <translation>{written} enregistré</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in both texts</source>
        <translation>Chercher dans les deux textes</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Fermer la barre de recherche (Échap)</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Chercher&#xa0;:</translation>
    </message>
    <message>
        <source>Found in {side}</source>
        <translation>Trouvé dans {side}</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
</context>
<context>
    <name>ForgetDialog</name>
    <message>
        <source>Forget cached texts?</source>
        <translation>Oublier les textes en cache&#x202f;?</translation>
    </message>
    <message>
        <source>plagcheck keeps the text it read from each file ({text} now), so that a second scan is fast. They are in {cache_file}, readable by you only. Delete them? The next scan reads every file again. Saved checks keep their own copy of the texts.</source>
        <translation>plagcheck garde le texte lu dans chaque fichier ({text} actuellement) pour qu&apos;une deuxième analyse soit rapide. Ils sont dans {cache_file}, lisibles par vous seul. Les supprimer&#x202f;? La prochaine analyse relira chaque fichier. Les vérifications enregistrées gardent leur propre copie des textes.</translation>
    </message>
    <message>
        <source>Forget them</source>
        <translation>Les oublier</translation>
    </message>
</context>
<context>
    <name>GraphSvg</name>
    <message>
        <source>Group of {size} students, highest score {score}</source>
        <extracomment>Stroke colour and dash pattern of an edge per review state (&quot;&quot; draws a solid line).</extracomment>
        <translation>Groupe de {size} élèves, score le plus haut {score}</translation>
    </message>
</context>
<context>
    <name>GroupsPage</name>
    <message>
        <source>Students</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Le plus haut</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>Click a line to compare those two documents</source>
        <translation>Cliquez sur un trait pour comparer ces deux documents</translation>
    </message>
    <message>
        <source>Thicker line: more text in common. Click a line to compare the two documents. Blue-grey: not reviewed; red: confirmed; orange dashes: needs a conversation; grey dots: not plagiarism.</source>
        <translation>Trait plus épais&#xa0;: plus de texte en commun. Cliquez sur un trait pour comparer les deux documents. Gris-bleu&#xa0;: non examinée&#x202f;; rouge&#xa0;: confirmé&#x202f;; tirets orange&#xa0;: à discuter avec l&apos;élève&#x202f;; pointillés gris&#xa0;: pas du plagiat.</translation>
    </message>
    <message>
        <source>No group at this threshold: no two students share enough text.</source>
        <translation>Aucun groupe à ce seuil&#xa0;: aucune paire d&apos;élèves ne partage assez de texte.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>{label}: {explanation}</source>
        <translation>{label}&#xa0;: {explanation}</translation>
    </message>
    <message>
        <source>How to read the scores</source>
        <translation>Comment lire les scores</translation>
    </message>
    <message>
        <source>Every document is compared with every other. A pair is listed when its score reaches the threshold you set with the slider, or when the two documents share a passage long enough to look at whatever its share of a long essay (the “Listed for” column says which).</source>
        <translation>Chaque document est comparé avec tous les autres. Une paire est listée quand son score atteint le seuil que vous réglez avec le curseur, ou quand les deux documents partagent un passage assez long pour mériter d&apos;être lu, quelle que soit sa part dans une longue dissertation (la colonne «&#xa0;Listée pour&#xa0;» dit laquelle des deux raisons).</translation>
    </message>
    <message>
        <source>The threshold only filters what is shown: moving it never rescans.</source>
        <translation>Le seuil ne fait que filtrer ce qui est affiché&#xa0;: le déplacer ne relance jamais l&apos;analyse.</translation>
    </message>
    <message>
        <source>What the colours mean</source>
        <translation>Ce que signifient les couleurs</translation>
    </message>
    <message>
        <source>In the side-by-side view each shared passage has a colour, and its twin in the other document has the same colour. Click a passage to bring its twin into view.</source>
        <translation>Dans la vue côte à côte, chaque passage commun a une couleur, et son jumeau dans l&apos;autre document a la même couleur. Cliquez sur un passage pour faire apparaître son jumeau.</translation>
    </message>
    <message>
        <source>Copied passages ({copied}) are filled with their colour.</source>
        <translation>Les passages copiés ({copied}) sont remplis de leur couleur.</translation>
    </message>
    <message>
        <source>Reworded passages ({reworded}) are outlined with a dashed line instead, and the words both sides share are in bold inside them. Each passage shows how alike its two sides are.</source>
        <translation>Les passages reformulés ({reworded}) sont plutôt entourés d&apos;un trait en tirets, et les mots communs aux deux côtés y sont en gras. Chaque passage indique à quel point ses deux côtés se ressemblent.</translation>
    </message>
    <message>
        <source>A reworded passage marked “{SHAPE_LABEL}” was found by its shape: its {SHAPE_WORDS}, as a tool swapping words for others of the same meaning leaves them. Its likeness is then low: the shape is the evidence, and the view says how many sentences show it.</source>
        <translation>Un passage reformulé marqué «&#xa0;{SHAPE_LABEL}&#xa0;» a été trouvé par sa forme&#xa0;: {SHAPE_WORDS}, comme le laisse un outil qui remplace les mots par d&apos;autres de même sens. Sa ressemblance est alors faible&#xa0;: c&apos;est la forme qui fait preuve, et la vue indique combien de phrases la montrent.</translation>
    </message>
    <message>
        <source>Greyed text did not count: the assignment or a template given to everyone, text common to most of the class, and text several essays have at the same place (a cover sheet, the question pasted at the top). Italic text on grey-blue is a quotation: one without a citation counts like any other text; one with a citation beside it is greyed too (quoted and cited: it did not count). Upright text on beige is a reference list, left out of the scores unless the settings count it.</source>
        <translation>Le texte grisé n&apos;a pas compté&#xa0;: le sujet ou un modèle distribué à tous, le texte commun à la plupart de la classe, et le texte que plusieurs devoirs ont au même endroit (une page de garde, la question recopiée en tête). Le texte en italique sur fond gris-bleu est une citation&#xa0;: sans référence, elle compte comme n&apos;importe quel texte&#x202f;; accompagnée d&apos;une référence, elle est grisée aussi (citée avec sa source&#xa0;: elle n&apos;a pas compté). Le texte droit sur fond beige est une bibliographie, écartée des scores sauf si les paramètres la comptent.</translation>
    </message>
    <message>
        <source>What is left out, and why</source>
        <extracomment>The guide&apos;s sections the report carries (the others are about the window).</extracomment>
        <translation>Ce qui est écarté, et pourquoi</translation>
    </message>
    <message>
        <source>Files given to everyone (the assignment, a template) never count, wherever they occur.</source>
        <translation>Les fichiers distribués à tous (le sujet, un modèle) ne comptent jamais, où qu&apos;ils apparaissent.</translation>
    </message>
    <message>
        <source>Text that most of the class shares (set phrases, the question repeated) is left out, so that everyone answering the same question does not look like copying; so is text three or more students have at the top of their essays (a cover sheet&apos;s labels, the question they pasted), in a class of any size. A document in the folder that essays begin with, the question sheet, is used as the template and not compared.</source>
        <translation>Le texte que la plupart de la classe partage (formules toutes faites, question reprise) est écarté, pour que tous ceux qui répondent à la même question n&apos;aient pas l&apos;air de copier&#x202f;; de même pour le texte que trois élèves ou plus ont en tête de leur devoir (les intitulés d&apos;une page de garde, la question recopiée), quelle que soit la taille de la classe. Un document du dossier par lequel les devoirs commencent, l&apos;énoncé, sert de modèle et n&apos;est pas comparé.</translation>
    </message>
    <message>
        <source>A quotation with a citation beside it (Hartley, 2023), [3] or a note number is honest use of a source and does not count; a quotation without one counts, and is marked “quoted, no citation”. Two students&apos; sentences that both cite a source, or that both rework one sentence of a source in the folder, are not taken for copying from each other.</source>
        <translation>Une citation accompagnée d&apos;une référence (Hartley, 2023), [3] ou d&apos;un appel de note est un usage honnête d&apos;une source et ne compte pas&#x202f;; une citation sans référence compte, et elle est marquée «&#xa0;citée, sans référence&#xa0;». Les phrases de deux élèves qui citent toutes deux une source, ou qui reprennent toutes deux une même phrase d&apos;une source du dossier, ne sont pas prises pour une copie de l&apos;un sur l&apos;autre.</translation>
    </message>
    <message>
        <source>Reference lists are left out by default; every quotation can be left out in Settings. Both are always shown in their own style.</source>
        <translation>Les bibliographies sont écartées par défaut&#x202f;; toutes les citations peuvent être écartées dans les Paramètres. Les deux sont toujours affichées dans leur propre style.</translation>
    </message>
    <message>
        <source>A pair that shares nothing but part of one sentence (a set phrase such as “In this essay I will look at the main threats and”) is not listed.</source>
        <translation>Une paire qui ne partage qu&apos;un morceau de phrase (une formule toute faite comme «&#xa0;Dans ce devoir, je vais étudier les principales menaces et&#xa0;») n&apos;est pas listée.</translation>
    </message>
    <message>
        <source>Very short matches (a few words in common) do not count: any two texts on one topic share some.</source>
        <translation>Les correspondances très courtes (quelques mots en commun) ne comptent pas&#xa0;: deux textes sur un même sujet en partagent toujours.</translation>
    </message>
    <message>
        <source>Files that could not be read are listed under File problems with the reason; the rest of the class is compared without them.</source>
        <translation>Les fichiers qui n&apos;ont pas pu être lus sont listés sous Problèmes de fichiers avec la raison&#x202f;; le reste de la classe est comparé sans eux.</translation>
    </message>
    <message>
        <source>What a high score does and does not prove</source>
        <translation>Ce qu&apos;un score élevé prouve, et ce qu&apos;il ne prouve pas</translation>
    </message>
    <message>
        <source>A high score means the two texts share wording. It does not say who copied from whom, or whether copying happened at all: both may have used the same source, quoted the same text, or worked together as they were allowed to.</source>
        <translation>Un score élevé signifie que les deux textes ont des formulations en commun. Il ne dit pas qui a copié sur qui, ni même s&apos;il y a eu copie&#xa0;: les deux élèves ont pu utiliser la même source, citer le même texte ou travailler ensemble comme ils en avaient le droit.</translation>
    </message>
    <message>
        <source>A low score does not prove independence either: a short passage in a long essay is a small share (that is why long passages are listed whatever the score), and heavy rewording can hide some copying.</source>
        <translation>Un score faible ne prouve pas non plus l&apos;indépendance&#xa0;: un court passage dans une longue dissertation n&apos;en représente qu&apos;une petite part (c&apos;est pourquoi les longs passages sont listés quel que soit le score), et une reformulation poussée peut masquer une partie de la copie.</translation>
    </message>
    <message>
        <source>The score is a reason to read both texts, never a verdict on its own.</source>
        <translation>Le score est une raison de lire les deux textes, jamais un verdict à lui seul.</translation>
    </message>
    <message>
        <source>Reviewing a pair fairly</source>
        <translation>Examiner une paire équitablement</translation>
    </message>
    <message>
        <source>Read both passages in context, in the side-by-side view, before deciding.</source>
        <translation>Lisez les deux passages dans leur contexte, dans la vue côte à côte, avant de décider.</translation>
    </message>
    <message>
        <source>Check whether the shared text is a quotation, the question, a common source or set phrases.</source>
        <translation>Vérifiez si le texte commun est une citation, la question, une source commune ou des formules toutes faites.</translation>
    </message>
    <message>
        <source>Look at the other pairs of the same students (the Groups tab): a group sharing one source reads differently from two students sharing with each other.</source>
        <translation>Regardez les autres paires des mêmes élèves (l&apos;onglet Groupes)&#xa0;: un groupe qui partage une même source ne se lit pas comme deux élèves qui partagent entre eux.</translation>
    </message>
    <message>
        <source>Record what you decided and why with a review state and a note; they are saved with the check and can go in the report.</source>
        <translation>Notez ce que vous avez décidé et pourquoi, avec un état de suivi et une note&#x202f;; ils sont enregistrés avec la vérification et peuvent figurer dans le rapport.</translation>
    </message>
    <message>
        <source>Talk with the student before concluding: they may have an explanation the texts do not show.</source>
        <translation>Parlez avec l&apos;élève avant de conclure&#xa0;: il ou elle a peut-être une explication que les textes ne montrent pas.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Comment ça marche (avancé)</translation>
    </message>
    <message>
        <source>Each text is cut into overlapping runs of {k} {units} (“shingles”), after folding case, invisible characters and look-alike letters. Two texts share wording when they share shingles.</source>
        <translation>Chaque texte est découpé en suites de {k} {units} qui se chevauchent (les «&#xa0;shingles&#xa0;»), après avoir ramené la casse, les caractères invisibles et les lettres sosies à une même forme. Deux textes ont des formulations en commun quand ils partagent des shingles.</translation>
    </message>
    <message>
        <source>Comparing every pair exactly would take too long for a large class, so plagcheck first finds the pairs worth checking with a few searches. The whole-document search compares short fingerprints of each text (MinHash signatures) grouped in bands (locality-sensitive hashing): the chance that a pair is checked rises steeply with how alike the whole texts are (the S-curve shown under View). The passage search does the same for windows of each text, so that one copied paragraph in a long essay is found even though the essays as wholes are not alike; when finding reworded copying is on, a third search looks at windows of content words whatever their order, and a fourth at the order of the small words (the, of, in) and of the commas and full stops, which a synonym tool leaves where they were.</source>
        <translation>Comparer exactement chaque paire prendrait trop de temps pour une grande classe&#xa0;: plagcheck commence donc par trouver, au moyen de quelques recherches, les paires qui valent d&apos;être vérifiées. La recherche sur les documents entiers compare de courtes empreintes de chaque texte (signatures MinHash) regroupées en bandes (hachage sensible à la localité)&#xa0;: la probabilité qu&apos;une paire soit vérifiée augmente fortement avec la ressemblance des textes entiers (la courbe en S, sous Affichage). La recherche de passages fait de même pour des fenêtres de chaque texte, si bien qu&apos;un paragraphe copié dans une longue dissertation est trouvé même si les dissertations, dans leur ensemble, ne se ressemblent pas&#x202f;; quand la recherche de copie reformulée est activée, une troisième recherche examine des fenêtres de mots de contenu, quel que soit leur ordre, et une quatrième l&apos;ordre des petits mots (le, de, dans) et des virgules et points, qu&apos;un outil de synonymes laisse en place.</translation>
    </message>
    <message>
        <source>Every pair found is then checked exactly: the shared shingles are counted and located in both texts, and nearby matches are joined into passages. Reworded passages are found by comparing the two texts sentence by sentence by their content words, whatever their order, and by the shape of their sentences: a paragraph whose words were swapped for synonyms one for one keeps its small words and the length of each sentence, sentence after sentence, and is found by that even where few of its words are left (it then shows a low likeness and is marked “{SHAPE_LABEL}”). The figures come from this exact check, never from the fingerprints.</source>
        <translation>Chaque paire trouvée est ensuite vérifiée exactement&#xa0;: les shingles communs sont comptés et localisés dans les deux textes, et les correspondances voisines sont réunies en passages. Les passages reformulés sont trouvés en comparant les deux textes phrase par phrase selon leurs mots de contenu, quel que soit leur ordre, et selon la forme de leurs phrases&#xa0;: un paragraphe dont les mots ont été remplacés un à un par des synonymes garde ses petits mots et la longueur de chaque phrase, phrase après phrase, et il est trouvé par là même quand il reste peu de ses mots (il montre alors une faible ressemblance et il est marqué «&#xa0;{SHAPE_LABEL}&#xa0;»). Les chiffres viennent de cette vérification exacte, jamais des empreintes.</translation>
    </message>
    <message>
        <source>“Similar overall” is the Jaccard similarity of the two sets of shingles; “A found in B” is the containment of A in B, with the words of reworded passages added.</source>
        <translation>«&#xa0;Ressemblance globale&#xa0;» est la similarité de Jaccard des deux ensembles de shingles&#x202f;; «&#xa0;A dans B&#xa0;» est l&apos;inclusion de A dans B, à laquelle s&apos;ajoutent les mots des passages reformulés.</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Reading plagcheck&apos;s results&lt;/h1&gt;
</source>
        <translation>&lt;h1&gt;Lire les résultats de plagcheck&lt;/h1&gt;
</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>plagcheck guide</source>
        <translation>Guide de plagcheck</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>{count} checked pairs by score; threshold {threshold}</source>
        <translation>{count} paires vérifiées, par score&#x202f;; seuil {threshold}</translation>
    </message>
    <message>
        <source>threshold {threshold}</source>
        <translation>seuil {threshold}</translation>
    </message>
    <message>
        <source>score (larger containment)</source>
        <translation>score (la plus grande inclusion)</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>paires</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>typed text</source>
        <extracomment>Characters a shared prefix or suffix may be cut at: never inside a word. What Canvas&apos;s file names call a submission typed into its text box (engine/reading/layouts.py), as shown.</extracomment>
        <translation>texte saisi</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>Adding to the library</source>
        <translation>Ajout à la bibliothèque</translation>
    </message>
    <message>
        <source>Choose a folder of texts to add as a collection</source>
        <translation>Choisir un dossier de textes à ajouter comme collection</translation>
    </message>
    <message>
        <source>Name the collection</source>
        <translation>Nommer la collection</translation>
    </message>
    <message>
        <source>Collection name (an existing name adds to that collection):</source>
        <translation>Nom de la collection (un nom existant ajoute à cette collection)&#xa0;:</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Retirer la collection</translation>
    </message>
    <message>
        <source>Remove the collection {name} ({documents} documents) from the library? The original files are not touched.</source>
        <translation>Retirer de la bibliothèque la collection {name} ({documents} documents)&#x202f;? Les fichiers originaux ne sont pas touchés.</translation>
    </message>
    <message>
        <source>Choose the folder of an institution&apos;s archive</source>
        <translation>Choisir le dossier de l&apos;archive d&apos;un établissement</translation>
    </message>
    <message>
        <source>Add an archive</source>
        <translation>Ajouter une archive</translation>
    </message>
    <message>
        <source>The archive&apos;s address, as your IT department gives it (or a folder):</source>
        <translation>L&apos;adresse de l&apos;archive, telle que votre service informatique la donne (ou un dossier)&#xa0;:</translation>
    </message>
    <message>
        <source>cannot be used: {exc}</source>
        <translation>inutilisable&#xa0;: {exc}</translation>
    </message>
    <message>
        <source>Added {added} documents to {name}</source>
        <translation>{added} documents ajoutés à {name}</translation>
    </message>
    <message>
        <source>; {already_there} were already in it</source>
        <translation>&#x202f;; {already_there} y étaient déjà</translation>
    </message>
    <message>
        <source> and {unreadable} more</source>
        <translation> et {unreadable} autres</translation>
    </message>
    <message>
        <source>; {unreadable} could not be read ({shown}{more})</source>
        <translation>&#x202f;; {unreadable} n&apos;ont pas pu être lus ({shown}{more})</translation>
    </message>
    <message>
        <source>The library could not be opened: {exc}</source>
        <translation>La bibliothèque n&apos;a pas pu être ouverte&#xa0;: {exc}</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Adding {folder} as {name}…</source>
        <translation>Ajout de {folder} comme {name}…</translation>
    </message>
    <message>
        <source>{address} was not added: {documents}</source>
        <translation>{address} n&apos;a pas été ajoutée&#xa0;: {documents}</translation>
    </message>
    <message>
        <source>Added the archive {address} ({documents} documents); the next scan uses it.</source>
        <translation>Archive {address} ajoutée ({documents} documents)&#x202f;; la prochaine analyse l&apos;utilise.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {exc}</source>
        <translation>{name} n&apos;a pas pu être retirée&#xa0;: {exc}</translation>
    </message>
    <message>
        <source>Removed {name} ({removed} documents).</source>
        <translation>{name} retirée ({removed} documents).</translation>
    </message>
    <message>
        <source>{words}: {done} of {total}</source>
        <translation>{words}&#xa0;: {done} sur {total}</translation>
    </message>
    <message>
        <source>Adding stopped with an error: {message}</source>
        <translation>L&apos;ajout s&apos;est arrêté sur une erreur&#xa0;: {message}</translation>
    </message>
    <message>
        <source>Adding cancelled; the documents stored so far are kept.</source>
        <translation>Ajout annulé&#x202f;; les documents déjà enregistrés sont conservés.</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>The reference library keeps texts the class may have copied from: last year&apos;s essays, a textbook chapter, web pages saved as files. Tick the collections the next scan should compare the class with; each student is compared with them, and they are never compared with each other. The library is kept in plagcheck&apos;s own data folder: the folders you add are only read.</source>
        <translation>La bibliothèque de référence garde des textes sur lesquels la classe a pu copier&#xa0;: les dissertations de l&apos;an dernier, un chapitre de manuel, des pages web enregistrées comme fichiers. Cochez les collections avec lesquelles la prochaine analyse doit comparer la classe&#x202f;; chaque élève est comparé avec elles, et elles ne sont jamais comparées entre elles. La bibliothèque est gardée dans le dossier de données propre à plagcheck&#xa0;: les dossiers que vous ajoutez sont seulement lus.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documents</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <source>An institution&apos;s archive of past submissions (a folder on a shared drive, or the address your IT department gives you) is only read: the class is compared with every document in it. Ticked archives are used by the next scan; an unticked one leaves this list when the dialog closes.</source>
        <translation>L&apos;archive des devoirs passés d&apos;un établissement (un dossier sur un lecteur partagé, ou l&apos;adresse que donne votre service informatique) est seulement lue&#xa0;: la classe est comparée avec chacun de ses documents. Les archives cochées sont utilisées par la prochaine analyse&#x202f;; une archive décochée quitte cette liste à la fermeture de la fenêtre.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archive</translation>
    </message>
    <message>
        <source>Reference library</source>
        <translation>Bibliothèque de référence</translation>
    </message>
    <message>
        <source>The library is empty. Add a folder of texts as a collection to start.</source>
        <translation>La bibliothèque est vide. Ajoutez un dossier de textes comme collection pour commencer.</translation>
    </message>
    <message>
        <source>&amp;Add folder as collection…</source>
        <translation>&amp;Ajouter un dossier comme collection…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Add archive &amp;folder…</source>
        <translation>Ajouter un &amp;dossier d&apos;archive…</translation>
    </message>
    <message>
        <source>Add archive a&amp;ddress…</source>
        <translation>Ajouter une adresse d&apos;a&amp;rchive…</translation>
    </message>
    <message>
        <source>Cancel adding</source>
        <translation>Annuler l&apos;ajout</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with this collection</source>
        <translation>Cochée&#xa0;: la prochaine analyse compare la classe avec cette collection</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with every document of this archive</source>
        <translation>Cochée&#xa0;: la prochaine analyse compare la classe avec chaque document de cette archive</translation>
    </message>
</context>
<context>
    <name>MainController</name>
    <message>
        <source>. Drop a folder of submissions, or the documents themselves.</source>
        <extracomment>The window asks about at most this many files that look like the assignment&apos;s question, one by one. Asks whether folders named like sources hold sources: (window, folders) -&gt; the confirmed ones. Asks before forgetting cached texts: (window, cache file, texts held) -&gt; True to go ahead. Asks whether a file that looks like the assignment&apos;s question is it: (window, its name) -&gt; True if so.</extracomment>
        <translation>. Déposez un dossier de devoirs, ou les documents eux-mêmes.</translation>
    </message>
    <message>
        <source>Choose a folder of student work</source>
        <translation>Choisir un dossier de travaux d&apos;élèves</translation>
    </message>
    <message>
        <source>Choose documents to compare</source>
        <translation>Choisir les documents à comparer</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documents ({patterns});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>{folder} no longer exists.</source>
        <translation>{folder} n&apos;existe plus.</translation>
    </message>
    <message>
        <source>Scanning {names} — plagcheck</source>
        <translation>Analyse de {names} — plagcheck</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>the scan ended without a result</source>
        <translation>l&apos;analyse s&apos;est terminée sans résultat</translation>
    </message>
    <message>
        <source>Scanned in {seconds} s.</source>
        <translation>Analyse faite en {seconds} s.</translation>
    </message>
    <message>
        <source>{count} files look like the assignment&apos;s question; if one is, add it under Scan → Files given to everyone…</source>
        <translation>{count} fichiers ressemblent à l&apos;énoncé du devoir&#x202f;; si l&apos;un d&apos;eux l&apos;est, ajoutez-le dans Analyse → Fichiers distribués à tous…</translation>
    </message>
    <message>
        <source>The scan stopped with an error: {message}</source>
        <translation>L&apos;analyse s&apos;est arrêtée sur une erreur&#xa0;: {message}</translation>
    </message>
    <message>
        <source>Scan cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <source> {missing} original files are no longer where they were; their saved text is shown.</source>
        <translation> {missing} fichiers originaux ne sont plus là où ils étaient&#x202f;; leur texte enregistré est affiché.</translation>
    </message>
    <message>
        <source>Opened {name}, saved {saved_at}.{missing}</source>
        <translation>{name} ouvert, enregistré {saved_at}.{missing}</translation>
    </message>
    <message>
        <source>{name}[*] — plagcheck</source>
        <translation>{name}[*] — plagcheck</translation>
    </message>
    <message>
        <source>plagcheck check</source>
        <translation>vérification plagcheck</translation>
    </message>
    <message>
        <source>The new language takes effect the next time plagcheck starts.</source>
        <translation>La nouvelle langue prendra effet au prochain démarrage de plagcheck.</translation>
    </message>
    <message>
        <source>Wait for the scan to end (or cancel it) to forget cached texts.</source>
        <translation>Attendez la fin de l&apos;analyse (ou annulez-la) pour oublier les textes en cache.</translation>
    </message>
    <message>
        <source>The cached texts could not be deleted: {exc}</source>
        <translation>Les textes en cache n&apos;ont pas pu être supprimés&#xa0;: {exc}</translation>
    </message>
    <message>
        <source>Forgot {text}.</source>
        <translation>Textes en cache oubliés&#xa0;: {text}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Results</source>
        <extracomment>Room left on the screen for the window&apos;s frame, which the window manager adds around it: the title bar above, a border on each side and below.</extracomment>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <extracomment>Asked before the window closes; False keeps it open (the controller sets it: unsaved reviews).</extracomment>
        <translation>Ouvrir un &amp;dossier…</translation>
    </message>
    <message>
        <source>Scan every document in a folder</source>
        <translation>Analyser chaque document d&apos;un dossier</translation>
    </message>
    <message>
        <source>Open f&amp;iles…</source>
        <translation>Ouvrir des f&amp;ichiers…</translation>
    </message>
    <message>
        <source>Scan chosen documents</source>
        <translation>Analyser les documents choisis</translation>
    </message>
    <message>
        <source>Open chec&amp;k…</source>
        <translation>Ouvrir une &amp;vérification…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews</source>
        <translation>Ouvrir une vérification enregistrée plus tôt, avec son suivi</translation>
    </message>
    <message>
        <source>&amp;Save check</source>
        <translation>&amp;Enregistrer la vérification</translation>
    </message>
    <message>
        <source>Save this check and its reviews to one file, to open later</source>
        <translation>Enregistrer cette vérification et son suivi dans un fichier, à rouvrir plus tard</translation>
    </message>
    <message>
        <source>Save check &amp;as…</source>
        <translation>Enregistrer la vérification &amp;sous…</translation>
    </message>
    <message>
        <source>Save this check and its reviews to another file</source>
        <translation>Enregistrer cette vérification et son suivi dans un autre fichier</translation>
    </message>
    <message>
        <source>&amp;Print pair…</source>
        <translation>&amp;Imprimer la paire…</translation>
    </message>
    <message>
        <source>Print the selected pair side by side, as the report shows it</source>
        <translation>Imprimer la paire sélectionnée côte à côte, comme le rapport la montre</translation>
    </message>
    <message>
        <source>Open document &amp;A</source>
        <translation>Ouvrir le document &amp;A</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document A in the program that opens it</source>
        <translation>Ouvrir le document A de la paire sélectionnée dans le programme qui l&apos;ouvre</translation>
    </message>
    <message>
        <source>Open document &amp;B</source>
        <translation>Ouvrir le document &amp;B</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document B in the program that opens it</source>
        <translation>Ouvrir le document B de la paire sélectionnée dans le programme qui l&apos;ouvre</translation>
    </message>
    <message>
        <source>Show A in its folder</source>
        <translation>Afficher A dans son dossier</translation>
    </message>
    <message>
        <source>Open the folder holding document A</source>
        <translation>Ouvrir le dossier qui contient le document A</translation>
    </message>
    <message>
        <source>Show B in its folder</source>
        <translation>Afficher B dans son dossier</translation>
    </message>
    <message>
        <source>Open the folder holding document B</source>
        <translation>Ouvrir le dossier qui contient le document B</translation>
    </message>
    <message>
        <source>&amp;Find in texts…</source>
        <translation>&amp;Chercher dans les textes…</translation>
    </message>
    <message>
        <source>Find words in the two texts of the compare view</source>
        <translation>Chercher des mots dans les deux textes de la vue de comparaison</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Relancer l&apos;analyse</translation>
    </message>
    <message>
        <source>Scan the same folder again</source>
        <translation>Analyser à nouveau le même dossier</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Exporter le rapport…</translation>
    </message>
    <message>
        <source>Save an HTML report of the pairs shown (also CSV or JSON)</source>
        <translation>Enregistrer un rapport HTML des paires affichées (ou en CSV, JSON)</translation>
    </message>
    <message>
        <source>Export &amp;anonymised report…</source>
        <translation>Exporter le rapport &amp;anonymisé…</translation>
    </message>
    <message>
        <source>The same report with every student named by a pseudonym (Student 1, Student 2…)</source>
        <translation>Le même rapport, chaque élève y étant désigné par un pseudonyme (Élève 1, Élève 2…)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Comment les documents sont comparés</translation>
    </message>
    <message>
        <source>&amp;Cancel scan</source>
        <translation>&amp;Annuler l&apos;analyse</translation>
    </message>
    <message>
        <source>Stop the scan that is running</source>
        <translation>Arrêter l&apos;analyse en cours</translation>
    </message>
    <message>
        <source>Class &amp;list…</source>
        <translation>&amp;Liste de classe…</translation>
    </message>
    <message>
        <source>Name the students from the class list your platform exports</source>
        <translation>Nommer les élèves d&apos;après la liste de classe qu&apos;exporte votre plateforme</translation>
    </message>
    <message>
        <source>Files given to &amp;everyone…</source>
        <translation>Fichiers distribués à &amp;tous…</translation>
    </message>
    <message>
        <source>The assignment or template every student got: its text never counts</source>
        <translation>Le sujet ou le modèle que chaque élève a reçu&#xa0;: son texte ne compte jamais</translation>
    </message>
    <message>
        <source>&amp;Sources in the class folder…</source>
        <translation>&amp;Sources dans le dossier de la classe…</translation>
    </message>
    <message>
        <source>Mark files or folders of the class as sources, not students&apos; work</source>
        <translation>Marquer des fichiers ou dossiers de la classe comme sources et non comme travaux d&apos;élèves</translation>
    </message>
    <message>
        <source>Reference &amp;library…</source>
        <translation>&amp;Bibliothèque de référence…</translation>
    </message>
    <message>
        <source>Collections of texts the class is compared with (last year&apos;s essays…)</source>
        <translation>Collections de textes avec lesquelles la classe est comparée (les dissertations de l&apos;an dernier…)</translation>
    </message>
    <message>
        <source>Open &amp;compare view</source>
        <translation>Ouvrir la vue de &amp;comparaison</translation>
    </message>
    <message>
        <source>Show &amp;results</source>
        <translation>Afficher les &amp;résultats</translation>
    </message>
    <message>
        <source>Show &amp;groups</source>
        <translation>Afficher les &amp;groupes</translation>
    </message>
    <message>
        <source>Groups of students linked by shared text</source>
        <translation>Groupes d&apos;élèves reliés par du texte commun</translation>
    </message>
    <message>
        <source>Show &amp;students</source>
        <translation>Afficher les &amp;élèves</translation>
    </message>
    <message>
        <source>Each submission&apos;s highest match</source>
        <translation>La correspondance la plus forte de chaque devoir</translation>
    </message>
    <message>
        <source>Show the c&amp;lass</source>
        <translation>Afficher la c&amp;lasse</translation>
    </message>
    <message>
        <source>How the files were read: which student handed in what (correct it here)</source>
        <translation>Comment les fichiers ont été lus&#xa0;: quel élève a rendu quoi (à corriger ici)</translation>
    </message>
    <message>
        <source>Mark the selected pair: {lower}</source>
        <translation>Marquer la paire sélectionnée&#xa0;: {lower}</translation>
    </message>
    <message>
        <source>Mark this pair: {lower} (Ctrl+{number})</source>
        <translation>Marquer cette paire&#xa0;: {lower} (Ctrl+{number})</translation>
    </message>
    <message>
        <source>Write a &amp;note…</source>
        <translation>Écrire une &amp;note…</translation>
    </message>
    <message>
        <source>Write a note about the selected pair</source>
        <translation>Écrire une note sur la paire sélectionnée</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Note…</translation>
    </message>
    <message>
        <source>Write a note about this pair (F2)</source>
        <translation>Écrire une note sur cette paire (F2)</translation>
    </message>
    <message>
        <source>plagcheck &amp;guide</source>
        <translation>&amp;Guide de plagcheck</translation>
    </message>
    <message>
        <source>How to read the scores and colours, and how to review a pair fairly</source>
        <translation>Comment lire les scores et les couleurs, et comment examiner une paire équitablement</translation>
    </message>
    <message>
        <source>How it &amp;works</source>
        <translation>Comment ça &amp;marche</translation>
    </message>
    <message>
        <source>The method behind the figures (advanced)</source>
        <translation>La méthode derrière les chiffres (avancé)</translation>
    </message>
    <message>
        <source>Show &amp;copied passages only</source>
        <translation>Afficher seulement les passages &amp;copiés</translation>
    </message>
    <message>
        <source>Hide reworded passages and count copied text only (no rescan)</source>
        <translation>Masquer les passages reformulés et ne compter que le texte copié (sans nouvelle analyse)</translation>
    </message>
    <message>
        <source>Show the search &amp;curve (advanced)</source>
        <translation>Afficher la &amp;courbe de recherche (avancé)</translation>
    </message>
    <message>
        <source>The chance the whole-document search checks a pair, by similarity</source>
        <translation>La probabilité que la recherche sur les documents entiers vérifie une paire, selon la ressemblance</translation>
    </message>
    <message>
        <source>&amp;Forget cached texts…</source>
        <translation>&amp;Oublier les textes en cache…</translation>
    </message>
    <message>
        <source>Delete the texts kept from files already read (the next scan reads every file again)</source>
        <translation>Supprimer les textes gardés des fichiers déjà lus (la prochaine analyse relira chaque fichier)</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>Afficher le dossier du &amp;journal</translation>
    </message>
    <message>
        <source>&amp;About plagcheck</source>
        <translation>À &amp;propos de plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un élément &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Suivi</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Comment ça marche</translation>
    </message>
</context>
<context>
    <name>MatchMap</name>
    <message>
        <source>Where the shared passages are in each document. Click a band to select it.</source>
        <translation>Où se trouvent les passages communs dans chaque document. Cliquez sur une bande pour la sélectionner.</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <source>Similarity report: {name}, {date}</source>
        <translation>Rapport de similarité&#xa0;: {name}, {date}</translation>
    </message>
    <message>
        <source>Similarity report, {date}</source>
        <translation>Rapport de similarité, {date}</translation>
    </message>
    <message>
        <source>anonymised similarity report</source>
        <translation>rapport de similarité anonymisé</translation>
    </message>
    <message>
        <source>similarity report</source>
        <translation>rapport de similarité</translation>
    </message>
    <message>
        <source>anonymised pairs</source>
        <translation>paires anonymisées</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>paires</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>compared only in part: this pair took over {seconds} s to compare (the files may be built to stall the check), so passages past the point reached were not looked for, reworded ones not at all, and its scores count every shared phrase; compare the two files by hand</source>
        <extracomment>Every notice&apos;s English text by key ({name}: a value of the notice).</extracomment>
        <translation>comparée en partie seulement&#xa0;: cette paire a demandé plus de {seconds}&#xa0;s (les fichiers sont peut-être faits pour bloquer la vérification)&#x202f;; les passages au-delà du point atteint n&apos;ont pas été cherchés, les passages reformulés pas du tout, et ses scores comptent chaque expression commune&#x202f;; comparez les deux fichiers vous-même</translation>
    </message>
    <message>
        <source>shown in part: this pair shares more than {passages} separate passages (one file may be the other&apos;s pieces shuffled and repeated), so only the longest {passages} are shown, reworded ones were not looked for, and its scores count every passage; compare the two files by hand</source>
        <translation>affichée en partie&#xa0;: cette paire partage plus de {passages} passages distincts (un fichier est peut-être les morceaux de l&apos;autre mélangés et répétés)&#x202f;; seuls les {passages} plus longs sont affichés, les passages reformulés n&apos;ont pas été cherchés, et ses scores comptent chaque passage&#x202f;; comparez les deux fichiers vous-même</translation>
    </message>
    <message>
        <source>not compared in full: comparing this pair took too long or failed, so no passage was looked for and its scores count every shared phrase; compare the two files by hand</source>
        <translation>pas entièrement comparée&#xa0;: la comparaison de cette paire a pris trop de temps ou a échoué&#x202f;; aucun passage n&apos;a été cherché et ses scores comptent chaque expression commune&#x202f;; comparez les deux fichiers vous-même</translation>
    </message>
    <message>
        <source>The memory limit for reading files could not be set on this system: a file built to exhaust memory was stopped only by the limits inside the readers and the time limit.</source>
        <translation>La limite de mémoire pour lire les fichiers n&apos;a pas pu être fixée sur ce système&#xa0;: un fichier fait pour épuiser la mémoire n&apos;a été arrêté que par les limites des lecteurs et la limite de temps.</translation>
    </message>
    <message>
        <source>Files were read with less memory than usual: this program runs under a memory limit set outside it (ulimit -v, a container or a batch system), which left each reader {least} MB instead of {usual} MB; a file that needed more is listed as too large to read.</source>
        <translation>Les fichiers ont été lus avec moins de mémoire que d&apos;habitude&#xa0;: ce programme tourne sous une limite de mémoire fixée en dehors de lui (ulimit -v, un conteneur ou un système de traitement par lots), qui a laissé à chaque lecteur {least}&#xa0;Mo au lieu de {usual}&#xa0;Mo&#x202f;; un fichier qui en demandait plus est listé comme trop volumineux pour être lu.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they hold more than {files} files in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Une partie seulement des zips a été lue&#xa0;: ils contiennent plus de {files} fichiers en tout, ce qu&apos;aucune classe ne fait. Non lus (listés dans Problèmes de fichiers)&#xa0;: {zips}&#x202f;; les fichiers des zips listés avant eux ont été vérifiés.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they unpack to more than {gigabytes} GB in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Une partie seulement des zips a été lue&#xa0;: décompressés, ils font plus de {gigabytes}&#xa0;Go en tout, ce qu&apos;aucune classe ne fait. Non lus (listés dans Problèmes de fichiers)&#xa0;: {zips}&#x202f;; les fichiers des zips listés avant eux ont été vérifiés.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: listing them took more than {seconds} s, as no class&apos;s does. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Une partie seulement des zips a été lue&#xa0;: leur inventaire a pris plus de {seconds}&#xa0;s, ce qu&apos;aucune classe ne demande. Non lus (listés dans Problèmes de fichiers)&#xa0;: {zips}&#x202f;; les fichiers des zips listés avant eux ont été vérifiés.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} words of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Pour rester dans son budget de mémoire, l&apos;analyse n&apos;a comparé qu&apos;en partie les fichiers les plus longs ({files}, listés dans Problèmes de fichiers)&#xa0;: elle compare au plus {units} mots d&apos;un fichier, et autant de la classe qu&apos;en tiennent environ {megabytes}&#xa0;Mo de mémoire.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} characters of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Pour rester dans son budget de mémoire, l&apos;analyse n&apos;a comparé qu&apos;en partie les fichiers les plus longs ({files}, listés dans Problèmes de fichiers)&#xa0;: elle compare au plus {units} caractères d&apos;un fichier, et autant de la classe qu&apos;en tiennent environ {megabytes}&#xa0;Mo de mémoire.</translation>
    </message>
    <message>
        <source>the unit must be &apos;word&apos; or &apos;char&apos;, not {value}</source>
        <translation>l&apos;unité doit être «&#xa0;word&#xa0;» ou «&#xa0;char&#xa0;», pas {value}</translation>
    </message>
    <message>
        <source>k must be between 1 and 50 (the length of a run), not {value}</source>
        <translation>la longueur des suites (k) doit être comprise entre 1 et 50, pas {value}</translation>
    </message>
    <message>
        <source>num-perm must be between 16 and 1024 (the fingerprints per document), not {value}</source>
        <translation>les empreintes par document (num-perm) doivent être entre 16 et 1024, pas {value}</translation>
    </message>
    <message>
        <source>the threshold must be between 0 and 1, not {value}</source>
        <translation>le seuil doit être compris entre 0 et 1, pas {value}</translation>
    </message>
    <message>
        <source>the smallest overlap kept (min-score) must be between 0 and 1, not {value}</source>
        <translation>le plus petit recoupement gardé (min-score) doit être compris entre 0 et 1, pas {value}</translation>
    </message>
    <message>
        <source>the lowest threshold (lowest-threshold) must be between 0 and 1, not {value}</source>
        <translation>le seuil le plus bas (lowest-threshold) doit être compris entre 0 et 1, pas {value}</translation>
    </message>
    <message>
        <source>the share of documents that makes a phrase common (common-share) must be between 0 and 1, not {value}</source>
        <translation>la part des documents qui rend une expression commune (common-share) doit être comprise entre 0 et 1, pas {value}</translation>
    </message>
    <message>
        <source>give both bands and rows, or neither</source>
        <translation>donnez à la fois les bandes et les lignes, ou aucune des deux</translation>
    </message>
    <message>
        <source>bands x rows must be at least 1 and at most the fingerprints per document ({num_perm}), not {bands} x {rows}</source>
        <translation>bandes × lignes doit valoir au moins 1 et au plus les empreintes par document ({num_perm}), pas {bands} × {rows}</translation>
    </message>
    <message>
        <source>the gap joined inside a passage and the shortest passage cannot be negative</source>
        <translation>l&apos;écart comblé dans un passage et le passage le plus court ne peuvent pas être négatifs</translation>
    </message>
    <message>
        <source>the long-passage rule&apos;s number of words cannot be negative</source>
        <translation>le nombre de mots de la règle des longs passages ne peut pas être négatif</translation>
    </message>
    <message>
        <source>the file size limit must be positive</source>
        <translation>la taille maximale d&apos;un fichier doit être positive</translation>
    </message>
    <message>
        <source>the layout must be one of {layouts}, not {value}</source>
        <translation>la disposition doit être l&apos;une de {layouts}, pas {value}</translation>
    </message>
    <message>
        <source>unknown encoding, or not one a text file is written in: {value}</source>
        <translation>encodage inconnu, ou qui ne sert pas à écrire un fichier texte&#xa0;: {value}</translation>
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
        <translation>Listée pour</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Suivi</translation>
    </message>
    <message>
        <source>long passage</source>
        <extracomment>Review states in the order the Review column sorts them (undecided first, as the teacher works through them). Marks a review that has a note, after the state&apos;s label. Stands for &quot;leave this filter as it is&quot; (None is a real value of the state filter: every state). The score of every verified pair, in rank order (also what the histogram counts).</extracomment>
        <translation>long passage</translation>
    </message>
    <message>
        <source> Copied text only.</source>
        <translation> Texte copié seulement.</translation>
    </message>
    <message>
        <source>Why the pair is listed: its score reaches the threshold, or it shares a passage long enough to look at whatever its score.</source>
        <translation>Pourquoi la paire est listée&#xa0;: son score atteint le seuil, ou elle partage un passage assez long pour mériter d&apos;être lu, quel que soit son score.</translation>
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
        <translation>Non utilisé</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Ignoré</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Read in another encoding…</source>
        <translation>Lire avec un autre encodage…</translation>
    </message>
    <message>
        <source>For a text file whose letters came out wrong: choose how to read it</source>
        <translation>Pour un fichier texte dont les lettres sont mal sorties&#xa0;: choisir comment le lire</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>(the whole scan)</source>
        <translation>(toute l&apos;analyse)</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <source>File problems ({count}): some files changed since this check was saved</source>
        <translation>Problèmes de fichiers ({count})&#xa0;: des fichiers ont changé depuis l&apos;enregistrement de cette vérification</translation>
    </message>
    <message>
        <source>File problems ({problems}): these files were not compared, or only partly</source>
        <translation>Problèmes de fichiers ({problems})&#xa0;: ces fichiers n&apos;ont pas été comparés, ou seulement en partie</translation>
    </message>
    <message>
        <source>File problems: none, every file was read</source>
        <translation>Problèmes de fichiers&#xa0;: aucun, tous les fichiers ont été lus</translation>
    </message>
    <message>
        <source> · 1 note on how files were read (listed last)</source>
        <translation> · 1 note sur la lecture des fichiers (en fin de liste)</translation>
    </message>
    <message>
        <source> · {notes} notes on how files were read (listed last)</source>
        <translation> · {notes} notes sur la lecture des fichiers (en fin de liste)</translation>
    </message>
    <message>
        <source> · the scan could not compare everything as usual (first rows)</source>
        <translation> · l&apos;analyse n&apos;a pas pu tout comparer comme d&apos;habitude (premières lignes)</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>Cancel scan</source>
        <translation>Annuler l&apos;analyse</translation>
    </message>
    <message>
        <source>Stop this scan (Esc)</source>
        <translation>Arrêter cette analyse (Échap)</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>Recherche des documents…</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>references</source>
        <translation>bibliographie</translation>
    </message>
    <message>
        <source>Passage {number} of {count}</source>
        <translation>Passage {number} sur {count}</translation>
    </message>
    <message>
        <source>ok</source>
        <extracomment>A document&apos;s status (models.DocumentRecord.status) as the report&apos;s tables name it.</extracomment>
        <translation>lu</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ignoré</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>Template text: did not count</source>
        <extracomment>What the script says of a piece of text by its style bits (report.js), translated into the report&apos;s language.</extracomment>
        <translation>Texte du modèle&#xa0;: n&apos;a pas compté</translation>
    </message>
    <message>
        <source>Common text (shared by most of the class): did not count</source>
        <translation>Texte commun (partagé par la plupart de la classe)&#xa0;: n&apos;a pas compté</translation>
    </message>
    <message>
        <source>Text several essays have at the same place (a cover sheet, the question): did not count</source>
        <translation>Texte que plusieurs devoirs ont au même endroit (une page de garde, la question)&#xa0;: n&apos;a pas compté</translation>
    </message>
    <message>
        <source>Quoted, no citation: counted</source>
        <translation>Citation sans référence&#xa0;: comptée</translation>
    </message>
    <message>
        <source>Quoted and cited: did not count</source>
        <translation>Citation avec référence&#xa0;: n&apos;a pas compté</translation>
    </message>
    <message>
        <source>Reference list</source>
        <translation>Bibliographie</translation>
    </message>
    <message>
        <source>A word the other side&apos;s passage also has</source>
        <translation>Un mot que le passage de l&apos;autre côté contient aussi</translation>
    </message>
    <message>
        <source>Reworded: the same content in other words or order</source>
        <translation>Reformulé&#xa0;: le même contenu en d&apos;autres mots ou dans un autre ordre</translation>
    </message>
    <message>
        <source>no quotation counted</source>
        <translation>aucune citation n&apos;a compté</translation>
    </message>
    <message>
        <source>quotations with a citation did not count, quotations without one did</source>
        <translation>les citations avec référence n&apos;ont pas compté, celles sans référence ont compté</translation>
    </message>
    <message>
        <source>quotations counted, with a citation or without</source>
        <translation>les citations ont compté, avec ou sans référence</translation>
    </message>
    <message>
        <source>reference lists did not count</source>
        <translation>les bibliographies n&apos;ont pas compté</translation>
    </message>
    <message>
        <source>reference lists counted</source>
        <translation>les bibliographies ont compté</translation>
    </message>
    <message>
        <source>in this scan {quotations}; {lists}</source>
        <translation>dans cette analyse, {quotations}&#x202f;; {lists}</translation>
    </message>
    <message>
        <source>yes (file and folder names; students&apos; names, numbers and e-mail addresses in the texts and notes)</source>
        <translation>oui (noms des fichiers et des dossiers&#x202f;; noms, numéros et adresses électroniques des élèves dans les textes et les notes)</translation>
    </message>
    <message>
        <source>{count} selected</source>
        <translation>{count} choisies</translation>
    </message>
    <message>
        <source>{count} at or above the threshold</source>
        <translation>{count} au seuil ou au-dessus</translation>
    </message>
    <message>
        <source>plagcheck version</source>
        <translation>version de plagcheck</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Écrit le</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <source>Anonymised</source>
        <translation>Anonymisé</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Review states</source>
        <translation>États de suivi</translation>
    </message>
    <message>
        <source>included</source>
        <translation>inclus</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>non inclus</translation>
    </message>
    <message>
        <source>Pairs compared closely</source>
        <translation>Paires comparées de près</translation>
    </message>
    <message>
        <source>Checked pairs kept</source>
        <translation>Paires vérifiées gardées</translation>
    </message>
    <message>
        <source>{count} (score ≥ {lowest})</source>
        <translation>{count} (score ≥ {lowest})</translation>
    </message>
    <message>
        <source>Template phrases ignored</source>
        <translation>Expressions du modèle ignorées</translation>
    </message>
    <message>
        <source>Common phrases ignored</source>
        <translation>Expressions communes ignorées</translation>
    </message>
    <message>
        <source>LSH bands × rows</source>
        <translation>Bandes × lignes LSH</translation>
    </message>
    <message>
        <source>{bands} × {rows} of {permutations}</source>
        <translation>{bands} × {rows} sur {permutations}</translation>
    </message>
    <message>
        <source>LSH S-curve midpoint</source>
        <translation>Milieu de la courbe en S du LSH</translation>
    </message>
    <message>
        <source>Similarity report: %(name)s</source>
        <translation>Rapport de similarité&#xa0;: %(name)s</translation>
    </message>
    <message>
        <source>Similarity report</source>
        <translation>Rapport de similarité</translation>
    </message>
    <message>
        <source>plagcheck %(version)s · written %(when)s · threshold %(threshold)s</source>
        <translation>plagcheck %(version)s · écrit le %(when)s · seuil %(threshold)s</translation>
    </message>
    <message>
        <source>JavaScript is off in this browser, so the side-by-side texts are not shown. Every score and the list of shared passages below are complete without it.</source>
        <translation>JavaScript est désactivé dans ce navigateur&#xa0;: les textes côte à côte ne sont donc pas affichés. Tous les scores et la liste des passages communs ci-dessous sont complets sans lui.</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report).</source>
        <translation>Anonymisé&#xa0;: les noms des documents et les chemins des fichiers sont remplacés par «&#xa0;Élève 1&#xa0;», «&#xa0;Élève 2&#xa0;», … (le même élève porte le même numéro dans tout le rapport).</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report; reference-library documents are “Reference n”).</source>
        <translation>Anonymisé&#xa0;: les noms des documents et les chemins des fichiers sont remplacés par «&#xa0;Élève 1&#xa0;», «&#xa0;Élève 2&#xa0;», … (le même élève porte le même numéro dans tout le rapport&#x202f;; les documents de la bibliothèque de référence sont «&#xa0;Référence n&#xa0;»).</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts and the review notes are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Les noms des élèves, leurs numéros et leurs adresses électroniques écrits dans les textes et les notes de suivi sont masqués par ███ là où ils sont reconnaissables&#xa0;: un nom qui est aussi celui d&apos;un fichier ou d&apos;un dossier, ou un champ comme «&#xa0;Nom&#xa0;:&#xa0;» ou «&#xa0;Numéro d&apos;élève&#xa0;».</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Les noms des élèves, leurs numéros et leurs adresses électroniques écrits dans les textes sont masqués par ███ là où ils sont reconnaissables&#xa0;: un nom qui est aussi celui d&apos;un fichier ou d&apos;un dossier, ou un champ comme «&#xa0;Nom&#xa0;:&#xa0;» ou «&#xa0;Numéro d&apos;élève&#xa0;».</translation>
    </message>
    <message>
        <source>A name written anywhere else may remain: read the texts before you share this report.</source>
        <translation>Un nom écrit ailleurs peut subsister&#xa0;: lisez les textes avant de partager ce rapport.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pair chosen by the person who exported it, whatever its score.</source>
        <translation>Ce rapport ne contient que la paire (%(num)s) choisie par la personne qui l&apos;a exporté, quel que soit son score.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pairs chosen by the person who exported it, whatever their score.</source>
        <translation>Ce rapport ne contient que les %(num)s paires choisies par la personne qui l&apos;a exporté, quel que soit leur score.</translation>
    </message>
    <message>
        <source>The threshold (%(threshold)s) is below the lowest score this scan kept (%(lowest)s): pairs scoring between the two were not kept and are not listed.</source>
        <translation>Le seuil (%(threshold)s) est inférieur au score le plus bas que cette analyse a gardé (%(lowest)s)&#xa0;: les paires dont le score est compris entre les deux n&apos;ont pas été gardées et ne sont pas listées.</translation>
    </message>
    <message>
        <source>files (%(compared)s compared)</source>
        <translation>fichiers (dont %(compared)s comparés)</translation>
    </message>
    <message>
        <source>source texts compared with them</source>
        <translation>textes sources comparés avec eux</translation>
    </message>
    <message>
        <source>pairs selected</source>
        <translation>paires choisies</translation>
    </message>
    <message>
        <source>pairs listed at %(threshold)s</source>
        <translation>paires listées à %(threshold)s</translation>
    </message>
    <message>
        <source>pairs at or above %(threshold)s</source>
        <translation>paires à %(threshold)s ou plus</translation>
    </message>
    <message>
        <source>checked pairs kept (score ≥ %(lowest)s)</source>
        <translation>paires vérifiées gardées (score ≥ %(lowest)s)</translation>
    </message>
    <message>
        <source>files with problems</source>
        <translation>fichiers avec des problèmes</translation>
    </message>
    <message>
        <source>How to read this report</source>
        <translation>Comment lire ce rapport</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold, or when the two documents share a passage of at least %(length)s %(units)s whatever its share of a long essay (“Listed for” says which).</source>
        <translation>Chaque document a été comparé avec tous les autres. Une paire est listée quand son &lt;strong&gt;score&lt;/strong&gt; atteint le seuil, ou quand les deux documents partagent un passage d&apos;au moins %(length)s %(units)s, quelle que soit sa part dans une longue dissertation («&#xa0;Listée pour&#xa0;» dit laquelle des deux raisons).</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold.</source>
        <translation>Chaque document a été comparé avec tous les autres. Une paire est listée quand son &lt;strong&gt;score&lt;/strong&gt; atteint le seuil.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;This report counts copied text only:&lt;/strong&gt; reworded passages are left out of the figures and the texts.</source>
        <translation>&lt;strong&gt;Ce rapport ne compte que le texte copié :&lt;/strong&gt; les passages reformulés sont écartés des chiffres et des textes.</translation>
    </message>
    <message>
        <source>Similar text is a reason to look closer, not proof of copying: quotations, set texts and shared templates also match.</source>
        <translation>Un texte semblable est une raison de regarder de plus près, pas une preuve de copie&#xa0;: les citations, les textes imposés et les modèles communs correspondent aussi.</translation>
    </message>
    <message>
        <source>Shared passages are highlighted in both texts with the same colour, underline style and number.</source>
        <translation>Les passages communs sont surlignés dans les deux textes avec la même couleur, le même style de soulignement et le même numéro.</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>copié</translation>
    </message>
    <message>
        <source>reworded with &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words</source>
        <translation>reformulé, avec les mots &lt;span class=&quot;sw&quot;&gt;communs&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, with the words both sides share in bold.</source>
        <translation>%(words)s, entouré de tirets, avec en gras les mots communs aux deux côtés.</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>traduit</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, its two languages named in the list of passages.</source>
        <translation>%(words)s, entouré de tirets, ses deux langues indiquées dans la liste des passages.</translation>
    </message>
    <message>
        <source>A reworded passage marked &lt;em&gt;%(label)s&lt;/em&gt; was found by its shape: its %(words)s.</source>
        <translation>Un passage reformulé marqué &lt;em&gt;%(label)s&lt;/em&gt; a été trouvé par sa forme&#xa0;: %(words)s.</translation>
    </message>
    <message>
        <source>In the texts:</source>
        <translation>Dans les textes&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig ig-template&quot;&gt;template text&lt;/span&gt; (given to everyone), &lt;span class=&quot;sample ig ig-common&quot;&gt;common text&lt;/span&gt; (shared by most of the class) and &lt;span class=&quot;sample ig ig-placed&quot;&gt;text several essays have at the same place&lt;/span&gt; (a cover sheet, the question pasted at the top) are greyed: they did not count towards any score.</source>
        <translation>le &lt;span class=&quot;sample ig ig-template&quot;&gt;texte du modèle&lt;/span&gt; (distribué à tous), le &lt;span class=&quot;sample ig ig-common&quot;&gt;texte commun&lt;/span&gt; (partagé par la plupart de la classe) et le &lt;span class=&quot;sample ig ig-placed&quot;&gt;texte que plusieurs devoirs ont au même endroit&lt;/span&gt; (une page de garde, la question recopiée en tête) sont grisés&#xa0;: ils n&apos;ont compté dans aucun score.</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;a quotation with a citation beside it&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;a quotation without one&lt;/span&gt; and &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;a reference list&lt;/span&gt; are marked with a side rule and a label; %(counted)s (see the scan settings).</source>
        <translation>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;une citation accompagnée d&apos;une référence&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;une citation sans référence&lt;/span&gt; et &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;une bibliographie&lt;/span&gt; sont marquées d&apos;un filet latéral et d&apos;une étiquette&#x202f;; %(counted)s (voir les paramètres de l&apos;analyse).</translation>
    </message>
    <message>
        <source>Documents marked &lt;span class=&quot;ref-tag&quot;&gt;reference: …&lt;/span&gt; come from the reference library (earlier years, sources) and were compared with the class only.</source>
        <translation>Les documents marqués &lt;span class=&quot;ref-tag&quot;&gt;référence&#xa0;: …&lt;/span&gt; viennent de la bibliothèque de référence (années précédentes, sources) et n&apos;ont été comparés qu&apos;avec la classe.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Comment ça marche (avancé)</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
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
        <translation>Listée pour</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Suivi</translation>
    </message>
    <message>
        <source>chosen by hand</source>
        <extracomment>The columns of a scan counted in words (the default unit), in English. Added after the other columns when the export carries reviews (in English). A spreadsheet runs a cell starting with one of these as a formula; file names are student-controlled.</extracomment>
        <translation>choisie à la main</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note&#xa0;:</translation>
    </message>
    <message>
        <source>No pair was selected.</source>
        <translation>Aucune paire n&apos;a été choisie.</translation>
    </message>
    <message>
        <source>No pair scores at or above %(threshold)s.</source>
        <translation>Aucune paire n&apos;atteint %(threshold)s.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s group of three or more.</source>
        <translation>Élèves reliés par une chaîne des paires ci-dessus&#xa0;: %(num)s groupe de trois ou plus.</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s groups of three or more.</source>
        <translation>Élèves reliés par une chaîne des paires ci-dessus&#xa0;: %(num)s groupes de trois ou plus.</translation>
    </message>
    <message>
        <source>Each line is a pair, thicker for a higher score; its colour and dash pattern give the review state:</source>
        <translation>Chaque trait est une paire, plus épais pour un score plus élevé&#x202f;; sa couleur et ses tirets donnent l&apos;état de suivi&#xa0;:</translation>
    </message>
    <message>
        <source>Reference documents join no group.</source>
        <translation>Les documents de référence n&apos;entrent dans aucun groupe.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;Group %(number)s&lt;/strong&gt;: %(students)s students, highest score %(score)s.</source>
        <translation>&lt;strong&gt;Groupe %(number)s&lt;/strong&gt;&#xa0;: %(students)s élèves, score le plus haut %(score)s.</translation>
    </message>
    <message>
        <source>Scores of all checked pairs</source>
        <translation>Scores de toutes les paires vérifiées</translation>
    </message>
    <message>
        <source>Bars count the checked pairs by score; solid bars hold pairs at or above the threshold (dashed line), hatched bars pairs below it. Pairs scoring under %(lowest)s are not kept by the scan and not counted.</source>
        <translation>Les barres comptent les paires vérifiées par score&#x202f;; les barres pleines contiennent les paires au seuil ou au-dessus (ligne en tirets), les barres hachurées celles en dessous. Les paires de score inférieur à %(lowest)s ne sont pas gardées par l&apos;analyse ni comptées.</translation>
    </message>
    <message>
        <source>Files with problems</source>
        <translation>Fichiers avec des problèmes</translation>
    </message>
    <message>
        <source>The whole scan:</source>
        <translation>Toute l&apos;analyse&#xa0;:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>no text to compare</source>
        <translation>aucun texte à comparer</translation>
    </message>
    <message>
        <source>template</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>no text: nothing of it was ignored</source>
        <translation>aucun texte&#xa0;: rien n&apos;en a été écarté</translation>
    </message>
    <message>
        <source>Every file was read without a problem.</source>
        <translation>Tous les fichiers ont été lus sans problème.</translation>
    </message>
    <message>
        <source>Notes on how files were read</source>
        <translation>Notes sur la lecture des fichiers</translation>
    </message>
    <message>
        <source>These files were read in full and compared; the notes are for information.</source>
        <translation>Ces fichiers ont été lus en entier et comparés&#x202f;; les notes sont données à titre d&apos;information.</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Paramètres de l&apos;analyse</translation>
    </message>
    <message>
        <source>This report</source>
        <translation>Ce rapport</translation>
    </message>
    <message>
        <source>Advanced: the method&apos;s settings</source>
        <translation>Avancé&#xa0;: les paramètres de la méthode</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Entrées</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Document</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Caractères</translation>
    </message>
    <message>
        <source>(identical to #%(number)s)</source>
        <translation>(identique au n° %(number)s)</translation>
    </message>
    <message>
        <source>(not on the class list)</source>
        <translation>(pas sur la liste de classe)</translation>
    </message>
    <message>
        <source>(its cover sheet names %(name)s)</source>
        <translation>(sa page de garde indique %(name)s)</translation>
    </message>
    <message>
        <source>earlier attempt, not checked: %(file)s</source>
        <translation>tentative précédente, non vérifiée&#xa0;: %(file)s</translation>
    </message>
    <message>
        <source>not compared: %(file)s</source>
        <translation>non comparé&#xa0;: %(file)s</translation>
    </message>
    <message>
        <source>The class list</source>
        <translation>La liste de classe</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s student, of whom %(present)s handed work in.</source>
        <translation>Les élèves sont nommés comme les nomme la liste de classe %(file)s (%(kind)s)&#xa0;: elle compte %(num)s élève, dont %(present)s a rendu un travail.</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s students, of whom %(present)s handed work in.</source>
        <translation>Les élèves sont nommés comme les nomme la liste de classe %(file)s (%(kind)s)&#xa0;: elle compte %(num)s élèves, dont %(present)s ont rendu un travail.</translation>
    </message>
    <message>
        <source>On the class list, handed nothing in</source>
        <translation>Sur la liste de classe, n&apos;a rien rendu</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>Adresse électronique</translation>
    </message>
    <message>
        <source>Every student on the class list handed work in.</source>
        <translation>Chaque élève de la liste de classe a rendu un travail.</translation>
    </message>
    <message>
        <source>Not on the class list: these files matched no student on it, and keep their own names.</source>
        <translation>Pas sur la liste de classe&#xa0;: ces fichiers ne correspondent à aucun élève de la liste et gardent leur propre nom.</translation>
    </message>
    <message>
        <source>Template files</source>
        <translation>Fichiers modèles</translation>
    </message>
    <message>
        <source>Text given to everyone (the assignment, a template): wherever it occurs in a document it did not count.</source>
        <translation>Texte distribué à tous (le sujet, un modèle)&#xa0;: où qu&apos;il apparaisse dans un document, il n&apos;a pas compté.</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Pairs side by side</source>
        <translation>Les paires côte à côte</translation>
    </message>
    <message>
        <source>Pair %(rank)s: %(a)s and %(b)s</source>
        <translation>Paire %(rank)s&#xa0;: %(a)s et %(b)s</translation>
    </message>
    <message>
        <source>← previous pair</source>
        <translation>← paire précédente</translation>
    </message>
    <message>
        <source>pair list</source>
        <translation>liste des paires</translation>
    </message>
    <message>
        <source>next pair →</source>
        <translation>paire suivante →</translation>
    </message>
    <message>
        <source>Print this pair</source>
        <translation>Imprimer cette paire</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s, anonymised).</source>
        <translation>Extrait du rapport de similarité écrit par plagcheck %(version)s le %(when)s (seuil %(threshold)s, anonymisé).</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s).</source>
        <translation>Extrait du rapport de similarité écrit par plagcheck %(version)s le %(when)s (seuil %(threshold)s).</translation>
    </message>
    <message>
        <source>Teacher’s note:</source>
        <translation>Note de l&apos;enseignant&#xa0;:</translation>
    </message>
    <message>
        <source>Compared only in part:</source>
        <translation>Comparée seulement en partie&#xa0;:</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Passage précédent</translation>
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
        <translation>Passage suivant ▶</translation>
    </message>
    <message>
        <source>Click a highlighted passage to bring its twin into view · keys n / p: next / previous passage, N / P: next / previous pair</source>
        <translation>Cliquez sur un passage surligné pour faire apparaître son jumeau · touches n / p&#xa0;: passage suivant / précédent, N / P&#xa0;: paire suivante / précédente</translation>
    </message>
    <message>
        <source>reworded, &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words bold</source>
        <translation>reformulé, mots &lt;span class=&quot;sw&quot;&gt;communs&lt;/span&gt; en gras</translation>
    </message>
    <message>
        <source>Also shown:</source>
        <translation>Également affiché&#xa0;:</translation>
    </message>
    <message>
        <source>template text</source>
        <translation>texte du modèle</translation>
    </message>
    <message>
        <source>common text</source>
        <translation>texte commun</translation>
    </message>
    <message>
        <source>text at the same place in several essays</source>
        <translation>texte au même endroit dans plusieurs devoirs</translation>
    </message>
    <message>
        <source>(greyed: did not count)</source>
        <translation>(grisé&#xa0;: n&apos;a pas compté)</translation>
    </message>
    <message>
        <source>quoted and cited</source>
        <translation>citée avec référence</translation>
    </message>
    <message>
        <source>(did not count)</source>
        <translation>(n&apos;a pas compté)</translation>
    </message>
    <message>
        <source>quoted, no citation</source>
        <extracomment>How alike its two sides are, written as a percentage. What a passage standing on its shape stands on, in plain words (vocabulary.basis_text), else &quot;&quot;. Its kind in plain words: &quot;copied&quot;, &quot;reworded&quot;, &quot;translated (French ← English)&quot; (vocabulary.kind_text). The teacher&apos;s review, or None when the report carries no reviews. The common-source sentence when both students match the same reference, else &quot;&quot;. The kinds of specially shown text in either side (&quot;template&quot;, &quot;quote&quot;...), for the pair&apos;s legend. Every figure of the pair as shown, in plagcheck.vocabulary.FIGURES order. Why the pair is listed, in plain words (&quot;&quot; for a pair selected by hand). True when it is listed for a long passage only (its score is below the threshold). The labels the style sheet writes before quotations and reference lists (report.css, `content:`).</extracomment>
        <translation>citée, sans référence</translation>
    </message>
    <message>
        <source>reference list</source>
        <translation>bibliographie</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>How alike the two sides are</source>
        <translation>À quel point les deux côtés se ressemblent</translation>
    </message>
    <message>
        <source>Alike</source>
        <translation>Ressemblance</translation>
    </message>
    <message>
        <source>In A (%(units)s)</source>
        <translation>Dans A (%(units)s)</translation>
    </message>
    <message>
        <source>In B (%(units)s)</source>
        <translation>Dans B (%(units)s)</translation>
    </message>
    <message>
        <source>Begins (in A)</source>
        <translation>Début (dans A)</translation>
    </message>
    <message>
        <source>No passage long enough to list: the shared wording is scattered in short pieces.</source>
        <translation>Aucun passage assez long à lister&#xa0;: les formulations communes sont éparpillées en petits morceaux.</translation>
    </message>
    <message>
        <source>Written by plagcheck %(version)s on %(when)s. This file is self-contained: it loads nothing from the network and needs nothing beside it.</source>
        <translation>Écrit par plagcheck %(version)s le %(when)s. Ce fichier est autonome&#xa0;: il ne charge rien depuis le réseau et n&apos;a besoin de rien à côté de lui.</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>{rowCount} of {total_pairs} checked pairs listed</source>
        <translation>{rowCount} des {total_pairs} paires vérifiées sont listées</translation>
    </message>
    <message>
        <source>; {passage_only} of them below the threshold, listed for a shared passage of {passage_words}+ {units}</source>
        <translation>&#x202f;; {passage_only} d&apos;entre elles sont sous le seuil, listées pour un passage commun de {passage_words} {units} ou plus</translation>
    </message>
    <message>
        <source> (copied text only)</source>
        <translation> (texte copié seulement)</translation>
    </message>
    <message>
        <source>No pair reaches the threshold. Lower it with the slider to see more.</source>
        <extracomment>The current result (the main controller&apos;s), the settings and a way to keep new ones without a rescan, and the paths scanned (for the title).</extracomment>
        <translation>Aucune paire n&apos;atteint le seuil. Abaissez-le avec le curseur pour en voir davantage.</translation>
    </message>
    <message>
        <source>{names}[*] — plagcheck</source>
        <translation>{names}[*] — plagcheck</translation>
    </message>
    <message>
        <source>No scan yet</source>
        <translation>Aucune analyse pour l&apos;instant</translation>
    </message>
    <message>
        <source>{pairs} listed</source>
        <translation>{pairs} dans la liste</translation>
    </message>
    <message>
        <source>{figures} · {problems} with problems · {pair} listed at {threshold} · {total_pairs} checked</source>
        <translation>{figures} · {problems} avec des problèmes · {pair} au seuil de {threshold} · {total_pairs} vérifiées</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Show pairs sharing at least</source>
        <translation>Afficher les paires qui partagent au moins</translation>
    </message>
    <message>
        <source>Drag to show fewer or more pairs. No rescan is needed.</source>
        <translation>Faites glisser pour afficher moins ou plus de paires. Aucune nouvelle analyse n&apos;est nécessaire.</translation>
    </message>
    <message>
        <source>The exact threshold: a pair is shown when this share of either document is found in the other.</source>
        <translation>Le seuil exact&#xa0;: une paire est affichée quand cette part de l&apos;un des deux documents se retrouve dans l&apos;autre.</translation>
    </message>
    <message>
        <source>Pairs sharing less than {lowest:g}% were dropped by the scan; lower “Smallest overlap kept” in Settings and rescan to see them.</source>
        <translation>Les paires partageant moins de {lowest:g} % ont été écartées par l&apos;analyse&#x202f;; abaissez «&#xa0;Plus petit recoupement gardé&#xa0;» dans les Paramètres et relancez l&apos;analyse pour les voir.</translation>
    </message>
    <message>
        <source>Show only the pairs in one review state</source>
        <translation>N&apos;afficher que les paires d&apos;un état de suivi</translation>
    </message>
    <message>
        <source>All review states</source>
        <translation>Tous les états de suivi</translation>
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>Filtrer par nom…</translation>
    </message>
    <message>
        <source>&lt;a href=&apos;guide&apos;&gt;How to read these results&lt;/a&gt;</source>
        <translation>&lt;a href=&apos;guide&apos;&gt;Comment lire ces résultats&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The built-in guide: the scores, the colours, what a score does and does not prove, and how to review a pair fairly (F1)</source>
        <translation>Le guide intégré&#xa0;: les scores, les couleurs, ce qu&apos;un score prouve et ne prouve pas, et comment examiner une paire équitablement (F1)</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Your note on this pair (kept with its review; reports include it):</source>
        <translation>Votre note sur cette paire (gardée avec son suivi&#x202f;; les rapports l&apos;incluent)&#xa0;:</translation>
    </message>
    <message>
        <source>Note on {name_a} and {name_b}</source>
        <extracomment>The book changed (a state or a note was set).</extracomment>
        <translation>Note sur {name_a} et {name_b}</translation>
    </message>
</context>
<context>
    <name>ReviewState</name>
    <message>
        <source>Not reviewed</source>
        <translation>Non examinée</translation>
    </message>
    <message>
        <source>Not plagiarism</source>
        <translation>Pas du plagiat</translation>
    </message>
    <message>
        <source>Needs a conversation</source>
        <translation>À discuter avec l&apos;élève</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmé</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>the layout recognised from the file names</source>
        <extracomment>What was read: the label&apos;s file part (&quot;Extended writing.docx + 1 more file&quot;), or the file&apos;s name. When the checked attempt was handed in, as the platform says (&quot;&quot; when it does not). True on the class list, False not on it, None without a list. A student on the class list who handed nothing in (no document: doc_id is -1). The name the submission&apos;s cover sheet gives, offered (never taken); &quot;&quot; for none. The name the files gave the student before the class list did (&quot;dupontmarie&quot;), or &quot;&quot;. The files read, one per line, for the tooltip. The id the class list gives the student (&quot;&quot; when the list could not tell which of several it is). A set-aside file&apos;s kind in a word or two, by the start of its reason (a re-upload&apos;s reason ends SAME_FILE_END). How each layout reads in a sentence (&quot;Read as a Moodle download&quot;), by its key (engine/reading/layouts.py).</extracomment>
        <translation>la disposition reconnue d&apos;après les noms de fichiers</translation>
    </message>
    <message>
        <source>a Moodle download</source>
        <translation>un téléchargement Moodle</translation>
    </message>
    <message>
        <source>a Canvas download</source>
        <translation>un téléchargement Canvas</translation>
    </message>
    <message>
        <source>a Blackboard Learn download</source>
        <translation>un téléchargement Blackboard Learn</translation>
    </message>
    <message>
        <source>a Brightspace (D2L) download</source>
        <translation>un téléchargement Brightspace (D2L)</translation>
    </message>
    <message>
        <source>a Google Classroom folder</source>
        <translation>un dossier Google Classroom</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Fichiers de devoir Microsoft Teams</translation>
    </message>
    <message>
        <source>one folder per student</source>
        <translation>un dossier par élève</translation>
    </message>
    <message>
        <source>one file per submission</source>
        <translation>un fichier par devoir</translation>
    </message>
    <message>
        <source>No learning platform&apos;s download was recognised: each file is one submission.</source>
        <translation>Aucun téléchargement de plateforme d&apos;apprentissage n&apos;a été reconnu&#xa0;: chaque fichier est un devoir.</translation>
    </message>
    <message>
        <source>Read as {layout}, but no file fitted it.</source>
        <translation>Lu comme {layout}, mais aucun fichier ne correspondait.</translation>
    </message>
    <message>
        <source>{layout} ({students})</source>
        <translation>{layout} ({students})</translation>
    </message>
    <message>
        <source>{student} handed in {files}: they are read together as one submission</source>
        <translation>{student} a rendu {files}&#xa0;: ils sont lus ensemble comme un seul devoir</translation>
    </message>
    <message>
        <source>{student} and {others} handed in {files}: each student&apos;s are read together as one submission</source>
        <translation>{student} et {others} ont rendu {files}&#xa0;: ceux de chaque élève sont lus ensemble comme un seul devoir</translation>
    </message>
    <message>
        <source>{attempts} listed, not checked (the latest is)</source>
        <translation>{attempts} listées, non vérifiées (la dernière l&apos;est)</translation>
    </message>
    <message>
        <source>{files} handed in twice by the same student, read once</source>
        <translation>{files} rendus deux fois par le même élève, lus une seule fois</translation>
    </message>
    <message>
        <source>{files} handed in twice by its student, read once</source>
        <translation>{files} rendu deux fois par son élève, lu une seule fois</translation>
    </message>
    <message>
        <source>{files} of the platform&apos;s own (receipts, index pages, links) not compared</source>
        <translation>{files} propres à la plateforme (reçus, pages d&apos;index, liens) non comparés</translation>
    </message>
    <message>
        <source>{files} named no student and are checked on their own</source>
        <translation>{files} ne nomment aucun élève et sont vérifiés seuls</translation>
    </message>
    <message>
        <source>{files} named no student and is checked on its own</source>
        <translation>{files} ne nomme aucun élève et est vérifié seul</translation>
    </message>
    <message>
        <source>Read as {layouts}.</source>
        <translation>Lu comme {layouts}.</translation>
    </message>
    <message>
        <source>{sheets} name a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} nomment un élève&#xa0;: proposé dans la colonne Élève, non retenu (choisissez Fichier → Liste de classe… pour nommer les élèves).</translation>
    </message>
    <message>
        <source>{sheets} names a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} nomme un élève&#xa0;: proposé dans la colonne Élève, non retenu (choisissez Fichier → Liste de classe… pour nommer les élèves).</translation>
    </message>
    <message>
        <source>Names from the class list {file} ({kind}): {present} of its {students} handed work in</source>
        <translation>Noms tirés de la liste de classe {file} ({kind})&#xa0;: {present} de ses {students} ont rendu un travail</translation>
    </message>
    <message>
        <source>; {absent} handed nothing in (listed with the students)</source>
        <translation>&#x202f;; n&apos;ont rien rendu&#xa0;: {absent} (listés avec les élèves)</translation>
    </message>
    <message>
        <source>. {files} match no one on it and keep their own names</source>
        <translation>. {files} ne correspondent à personne sur la liste et gardent leur propre nom</translation>
    </message>
    <message>
        <source>. {files} matches no one on it and keeps its own name</source>
        <translation>. {files} ne correspond à personne sur la liste et garde son propre nom</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>plagcheck checks ({pattern})</source>
        <translation>vérifications plagcheck ({pattern})</translation>
    </message>
    <message>
        <source>Unsaved reviews</source>
        <translation>Suivi non enregistré</translation>
    </message>
    <message>
        <source>You reviewed pairs since this check was last saved. Save the check with its reviews?</source>
        <translation>Vous avez examiné des paires depuis le dernier enregistrement de cette vérification. Enregistrer la vérification avec son suivi&#x202f;?</translation>
    </message>
    <message>
        <source>the file could not be read ({kind})</source>
        <translation>le fichier n&apos;a pas pu être lu ({kind})</translation>
    </message>
    <message>
        <source>Scan a folder first: there is no check to save yet.</source>
        <extracomment>A check was opened: the OpenedSession and the file&apos;s path. A check was saved to or opened from this path (for the recent list). Whether there are changes not saved yet (the window&apos;s title shows a *). A check could not be opened: its path and why (the teacher was shown the reason). The openings running (kept so their signals&apos; objects live until they report). The check file last saved or opened: the next save offers it again. The teacher changed a review since the check was last saved or opened.</extracomment>
        <translation>Analysez d&apos;abord un dossier&#xa0;: il n&apos;y a encore aucune vérification à enregistrer.</translation>
    </message>
    <message>
        <source>Save check</source>
        <translation>Enregistrer la vérification</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Échec de l&apos;enregistrement</translation>
    </message>
    <message>
        <source>The check could not be saved to {target}: {exc}</source>
        <translation>La vérification n&apos;a pas pu être enregistrée dans {target}&#xa0;: {exc}</translation>
    </message>
    <message>
        <source>Saved the check to {written}</source>
        <translation>Vérification enregistrée dans {written}</translation>
    </message>
    <message>
        <source>Open check</source>
        <translation>Ouvrir une vérification</translation>
    </message>
    <message>
        <source>{checks};;All files (*)</source>
        <translation>{checks};;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Opening the check {path}…</source>
        <translation>Ouverture de la vérification {path}…</translation>
    </message>
    <message>
        <source>Cannot open the check</source>
        <translation>Impossible d&apos;ouvrir la vérification</translation>
    </message>
    <message>
        <source>{path} could not be opened: {reason}</source>
        <translation>{path} n&apos;a pas pu être ouvert&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Paramètres de l&apos;analyse</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Comment les documents sont comparés</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Caractères</translation>
    </message>
    <message>
        <source>Compare by:</source>
        <translation>Comparer par&#xa0;:</translation>
    </message>
    <message>
        <source>Words suits essays in languages written with spaces. Characters works for any language (use it for Chinese or Japanese) and survives small spelling changes, but scans more slowly.</source>
        <translation>Les mots conviennent aux textes dans les langues qui séparent les mots par des espaces. Les caractères fonctionnent pour toutes les langues (à utiliser pour le chinois ou le japonais) et résistent aux petites modifications d&apos;orthographe, mais l&apos;analyse est plus lente.</translation>
    </message>
    <message>
        <source>Automatic ({word} words / {char} characters)</source>
        <translation>Automatique ({word} mots / {char} caractères)</translation>
    </message>
    <message>
        <source>Run length:</source>
        <translation>Longueur des suites&#xa0;:</translation>
    </message>
    <message>
        <source>How many words (or characters) in a row must be identical to count as shared. Shorter runs find more, but also flag common phrases; longer runs miss lightly reworded copying.</source>
        <translation>Combien de mots (ou de caractères) à la suite doivent être identiques pour compter comme communs. Des suites plus courtes trouvent davantage, mais signalent aussi des expressions courantes&#x202f;; des suites plus longues laissent passer une copie légèrement reformulée.</translation>
    </message>
    <message>
        <source>Fingerprints per document:</source>
        <translation>Empreintes par document&#xa0;:</translation>
    </message>
    <message>
        <source>The quick first pass compares short fingerprints before the exact check. More fingerprints make that pass more reliable and the scan slower; 128 is plenty for a class.</source>
        <translation>Le premier tri rapide compare de courtes empreintes avant la vérification exacte. Plus d&apos;empreintes rendent ce tri plus fiable et l&apos;analyse plus lente&#x202f;; 128 suffisent largement pour une classe.</translation>
    </message>
    <message>
        <source>Smallest overlap kept:</source>
        <translation>Plus petit recoupement gardé&#xa0;:</translation>
    </message>
    <message>
        <source>Pairs sharing less than this share of either document are dropped by the scan. The threshold slider moves freely above it; going below it needs a new scan.</source>
        <translation>Les paires qui partagent moins que cette part de l&apos;un ou l&apos;autre document sont écartées par l&apos;analyse. Le curseur du seuil se déplace librement au-dessus&#x202f;; descendre en dessous demande une nouvelle analyse.</translation>
    </message>
    <message>
        <source>Quick pass tuned for:</source>
        <translation>Tri rapide réglé pour&#xa0;:</translation>
    </message>
    <message>
        <source>How alike two whole documents must be for the quick first pass to be almost sure to check them. Copied paragraphs inside long documents are found by a separate passage search either way. Lower finds more and scans more slowly.</source>
        <translation>À quel point deux documents entiers doivent se ressembler pour que le premier tri rapide soit presque sûr de les vérifier. Les paragraphes copiés dans de longs documents sont de toute façon trouvés par une recherche de passages séparée. Plus bas trouve davantage et analyse plus lentement.</translation>
    </message>
    <message>
        <source>Cleaning up the text first</source>
        <translation>Nettoyer d&apos;abord le texte</translation>
    </message>
    <message>
        <source>Treat look-alike letters from other alphabets as the same</source>
        <translation>Traiter comme identiques les lettres sosies d&apos;autres alphabets</translation>
    </message>
    <message>
        <source>Catches a known trick: swapping Latin letters for identical-looking Cyrillic or Greek ones.</source>
        <translation>Déjoue une ruse connue&#xa0;: remplacer des lettres latines par des lettres cyrilliques ou grecques d&apos;aspect identique.</translation>
    </message>
    <message>
        <source>Join words split by a hyphen at the end of a line</source>
        <translation>Recoller les mots coupés par un trait d&apos;union en fin de ligne</translation>
    </message>
    <message>
        <source>Common in text taken from PDFs: “assign- ment” is read as “assignment”.</source>
        <translation>Fréquent dans le texte tiré de PDF&#xa0;: «&#xa0;assigna- tion&#xa0;» est lu «&#xa0;assignation&#xa0;».</translation>
    </message>
    <message>
        <source>Each sub-folder is one student&apos;s submission</source>
        <translation>Chaque sous-dossier est le devoir d&apos;un élève</translation>
    </message>
    <message>
        <source>Use this when every student has a folder with several files: they are compared as one document. A learning platform&apos;s download (Moodle, Canvas…) is recognised without it: see the Class tab.</source>
        <translation>À utiliser quand chaque élève a un dossier de plusieurs fichiers&#xa0;: ils sont comparés comme un seul document. Le téléchargement d&apos;une plateforme (Moodle, Canvas…) est reconnu sans cela&#xa0;: voir l&apos;onglet Classe.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying</source>
        <translation>Texte commun qui n&apos;est pas de la copie</translation>
    </message>
    <message>
        <source>Leave out quotations (in quotation marks, or formatted as a quote)</source>
        <translation>Écarter les citations (entre guillemets, ou mises en forme comme citation)</translation>
    </message>
    <message>
        <source>Leave out quotations with a citation beside them (“…” (Hartley, 2023), [3], a note number)</source>
        <translation>Écarter les citations accompagnées d&apos;une référence («&#xa0;…&#xa0;» (Hartley, 2023), [3], un appel de note)</translation>
    </message>
    <message>
        <source>Leave out reference lists and in-text citations (References, Works Cited…, “(Hartley, 2023)”)</source>
        <translation>Écarter les bibliographies et les références dans le texte (Bibliographie, Références…, «&#xa0;(Hartley, 2023)&#xa0;»)</translation>
    </message>
    <message>
        <source>Quotations and reference lists are always shown in their own style; these choose whether they count towards the scores. A quotation with no citation is still copied text, so it counts unless you leave out every quotation.</source>
        <translation>Les citations et les bibliographies sont toujours affichées dans leur propre style&#x202f;; ces cases décident si elles comptent dans les scores. Une citation sans référence reste du texte copié&#xa0;: elle compte, sauf si vous écartez toutes les citations.</translation>
    </message>
    <message>
        <source> % of the class</source>
        <translation> % de la classe</translation>
    </message>
    <message>
        <source>Ignore text found in more than:</source>
        <translation>Ignorer le texte présent chez plus de&#xa0;:</translation>
    </message>
    <message>
        <source>Phrases nearly everyone wrote (a heading, a standard sentence) are greyed and not counted. It only applies to classes of 10 or more, so a small group copying from each other is never hidden. Text three or more students have at the same place at the top (a cover sheet, the question) is greyed in a class of any size; Off switches both off.</source>
        <translation>Les expressions que presque tout le monde a écrites (un titre, une phrase convenue) sont grisées et ne comptent pas. Cela ne s&apos;applique qu&apos;aux classes de 10 élèves ou plus, pour qu&apos;un petit groupe qui copie entre soi ne soit jamais masqué. Le texte que trois élèves ou plus ont au même endroit en tête (une page de garde, la question) est grisé quelle que soit la taille de la classe&#x202f;; Désactivé supprime les deux.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> mots</translation>
    </message>
    <message>
        <source>Ignore matches shorter than:</source>
        <translation>Ignorer les correspondances de moins de&#xa0;:</translation>
    </message>
    <message>
        <source>A few identical words in a row happen by chance. Shorter runs still count when they sit next to a longer copied one (an edited copy).</source>
        <translation>Quelques mots identiques à la suite arrivent par hasard. Les suites plus courtes comptent quand même si elles touchent une suite copiée plus longue (une copie retouchée).</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Passages communs</translation>
    </message>
    <message>
        <source>Shortest passage shown:</source>
        <translation>Plus court passage affiché&#xa0;:</translation>
    </message>
    <message>
        <source>Join passages separated by up to:</source>
        <translation>Réunir les passages séparés par au plus&#xa0;:</translation>
    </message>
    <message>
        <source>Copied text with a few words changed shows as one passage instead of many small ones.</source>
        <translation>Un texte copié dont quelques mots ont changé s&apos;affiche comme un seul passage au lieu de plusieurs petits.</translation>
    </message>
    <message>
        <source>Also look for reworded copying</source>
        <translation>Chercher aussi la copie reformulée</translation>
    </message>
    <message>
        <source>Finds passages with the same content in other words or another order (paraphrased, shuffled, synonyms swapped), and shows them apart from copied ones. Off: only text copied word for word, or nearly, is found. “Show copied passages only” in the View menu hides them without a new scan.</source>
        <translation>Trouve les passages au même contenu exprimé en d&apos;autres mots ou dans un autre ordre (paraphrasés, mélangés, synonymes substitués) et les montre à part des passages copiés. Désactivé&#xa0;: seul le texte copié mot pour mot, ou presque, est trouvé. «&#xa0;Afficher seulement les passages copiés&#xa0;», dans le menu Affichage, les masque sans nouvelle analyse.</translation>
    </message>
    <message>
        <source>List any pair sharing a passage of:</source>
        <translation>Lister toute paire qui partage un passage de&#xa0;:</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when the two documents share a passage at least this long: a copied paragraph is a small share of a long essay, but it is still copied.</source>
        <translation>Une paire est listée quel que soit son score quand les deux documents partagent un passage au moins aussi long&#xa0;: un paragraphe copié n&apos;est qu&apos;une petite part d&apos;une longue dissertation, mais il reste copié.</translation>
    </message>
    <message>
        <source>How documents are compared.</source>
        <translation>Comment les documents sont comparés.</translation>
    </message>
    <message>
        <source>What is tidied in the text before comparing.</source>
        <translation>Ce qui est mis en ordre dans le texte avant la comparaison.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying.</source>
        <translation>Le texte commun qui n&apos;est pas de la copie.</translation>
    </message>
    <message>
        <source>How shared passages are shown.</source>
        <translation>Comment les passages communs sont affichés.</translation>
    </message>
    <message>
        <source>The language of the window, its guide and the reports it exports.</source>
        <translation>La langue de la fenêtre, de son guide et des rapports qu&apos;elle exporte.</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>Nettoyage</translation>
    </message>
    <message>
        <source>Not copying</source>
        <translation>Pas de la copie</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The system&apos;s language ({language})</source>
        <translation>La langue du système ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>A new language takes effect the next time plagcheck starts. Numbers and dates are written as the language writes them.</source>
        <translation>Une nouvelle langue prend effet au prochain démarrage de plagcheck. Les nombres et les dates sont écrits comme cette langue les écrit.</translation>
    </message>
</context>
<context>
    <name>SettingsTable</name>
    <message>
        <source>Texts compared by</source>
        <translation>Textes comparés par</translation>
    </message>
    <message>
        <source>Shingle length</source>
        <translation>Longueur des shingles</translation>
    </message>
    <message>
        <source>MinHash permutations</source>
        <translation>Permutations MinHash</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Graine aléatoire</translation>
    </message>
    <message>
        <source>Scan&apos;s threshold</source>
        <translation>Seuil de l&apos;analyse</translation>
    </message>
    <message>
        <source>Lowest score kept</source>
        <translation>Score le plus bas gardé</translation>
    </message>
    <message>
        <source>Whole-document LSH tuned for Jaccard</source>
        <translation>LSH des documents entiers réglé pour un Jaccard de</translation>
    </message>
    <message>
        <source>LSH bands (chosen)</source>
        <translation>Bandes LSH (choisies)</translation>
    </message>
    <message>
        <source>LSH rows per band (chosen)</source>
        <translation>Lignes LSH par bande (choisies)</translation>
    </message>
    <message>
        <source>Gap bridged between shared runs (words)</source>
        <translation>Écart comblé entre suites communes (mots)</translation>
    </message>
    <message>
        <source>Shortest exact run that counts (words)</source>
        <translation>Plus courte suite exacte qui compte (mots)</translation>
    </message>
    <message>
        <source>Shortest passage listed (words)</source>
        <translation>Plus court passage listé (mots)</translation>
    </message>
    <message>
        <source>Reworded copying looked for</source>
        <translation>Copie reformulée recherchée</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when it shares a passage of at least (words)</source>
        <translation>Une paire est listée quel que soit son score si elle partage un passage d&apos;au moins (mots)</translation>
    </message>
    <message>
        <source>Copied text only (reworded passages left out of this report)</source>
        <translation>Texte copié seulement (passages reformulés écartés de ce rapport)</translation>
    </message>
    <message>
        <source>Ignored as common text when shared by more than</source>
        <translation>Ignoré comme texte commun au-delà de</translation>
    </message>
    <message>
        <source>Template files (their text never counts)</source>
        <translation>Fichiers modèles (leur texte ne compte jamais)</translation>
    </message>
    <message>
        <source>Sources marked in the class folder (compared, never grouped as students)</source>
        <translation>Sources marquées dans le dossier de la classe (comparées, jamais regroupées comme élèves)</translation>
    </message>
    <message>
        <source>Reference library collections compared</source>
        <translation>Collections de la bibliothèque de référence comparées</translation>
    </message>
    <message>
        <source>Reference library file</source>
        <translation>Fichier de la bibliothèque de référence</translation>
    </message>
    <message>
        <source>Institution archives compared</source>
        <translation>Archives d&apos;établissement comparées</translation>
    </message>
    <message>
        <source>Quotations left out of the scores</source>
        <translation>Citations écartées des scores</translation>
    </message>
    <message>
        <source>Quotations with a citation left out of the scores</source>
        <translation>Citations avec référence écartées des scores</translation>
    </message>
    <message>
        <source>Reference lists and in-text citations left out of the scores</source>
        <translation>Bibliographies et références dans le texte écartées des scores</translation>
    </message>
    <message>
        <source>Look-alike letters folded</source>
        <translation>Lettres sosies ramenées à une seule</translation>
    </message>
    <message>
        <source>Hyphenated line breaks joined</source>
        <translation>Coupures de mots en fin de ligne recollées</translation>
    </message>
    <message>
        <source>Largest file read (MB)</source>
        <translation>Plus gros fichier lu (Mo)</translation>
    </message>
    <message>
        <source>Each sub-folder is one submission</source>
        <translation>Chaque sous-dossier est un devoir</translation>
    </message>
    <message>
        <source>How files name their students</source>
        <translation>Comment les fichiers désignent leurs élèves</translation>
    </message>
    <message>
        <source>Reading processes</source>
        <translation>Processus de lecture</translation>
    </message>
    <message>
        <source>Text files read in an encoding the teacher chose</source>
        <translation>Fichiers texte lus dans un encodage choisi par l&apos;enseignant</translation>
    </message>
    <message>
        <source>Class list naming the students</source>
        <translation>Liste de classe nommant les élèves</translation>
    </message>
    <message>
        <source>Class list&apos;s column of names</source>
        <translation>Colonne des noms de la liste de classe</translation>
    </message>
    <message>
        <source>Class list&apos;s column of ids or e-mail addresses</source>
        <translation>Colonne des identifiants ou adresses électroniques de la liste de classe</translation>
    </message>
    <message>
        <source> (default)</source>
        <extracomment>The settings of the method itself, shown under &quot;Advanced&quot; (their labels use the method&apos;s own words).</extracomment>
        <translation> (par défaut)</translation>
    </message>
    <message>
        <source> (and 10 or more documents)</source>
        <translation> (et 10 documents ou plus)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>{value} (off: not longer than a shingle)</source>
        <translation>{value} (désactivé&#xa0;: pas plus long qu&apos;un shingle)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>the default one, in the user&apos;s data folder</source>
        <translation>celui par défaut, dans le dossier de données de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>non utilisé</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source> (always shown in their own style)</source>
        <translation> (toujours affichées dans leur propre style)</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>un par cœur de processeur</translation>
    </message>
    <message>
        <source>recognised from its columns</source>
        <translation>reconnue d&apos;après ses colonnes</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>source</source>
        <extracomment>The collection name source documents are kept under (in the JSON and a saved check); shown as &quot;source&quot;.</extracomment>
        <translation>source</translation>
    </message>
    <message>
        <source>reference: {collection}</source>
        <translation>référence&#xa0;: {collection}</translation>
    </message>
</context>
<context>
    <name>StudentsPage</name>
    <message>
        <source>Submission</source>
        <translation>Devoir</translation>
    </message>
    <message>
        <source>Highest match</source>
        <translation>Correspondance la plus forte</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Avec</translation>
    </message>
    <message>
        <source>Matches at threshold</source>
        <translation>Correspondances au seuil</translation>
    </message>
    <message>
        <source>Double-click (or press Enter) to compare a submission with its highest match</source>
        <extracomment>The role each cell sorts by (numbers as numbers, names case-folded). The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Double-cliquez (ou appuyez sur Entrée) pour comparer un devoir avec sa correspondance la plus forte</translation>
    </message>
    <message>
        <source>{name}  (could not be read)</source>
        <translation>{name}  (illisible)</translation>
    </message>
</context>
<context>
    <name>TemplateOffer</name>
    <message>
        <source>The assignment&apos;s question?</source>
        <translation>L&apos;énoncé du devoir&#x202f;?</translation>
    </message>
    <message>
        <source>“{name}” looks like the assignment&apos;s question: several essays begin with its text. It was compared like every other file, because a student may have handed it in. If it is the question you gave the class, its text can be left out of every essay. You can change this later under Scan → Files given to everyone…</source>
        <translation>«&#xa0;{name}&#xa0;» ressemble à l&apos;énoncé du devoir&#xa0;: plusieurs devoirs commencent par son texte. Il a été comparé comme tous les autres fichiers, car un élève a pu le rendre. Si c&apos;est l&apos;énoncé que vous avez donné à la classe, son texte peut être écarté de tous les devoirs. Vous pourrez changer cela plus tard dans Analyse → Fichiers distribués à tous…</translation>
    </message>
    <message>
        <source>It is the question: leave its text out</source>
        <translation>C&apos;est l&apos;énoncé&#xa0;: écarter son texte</translation>
    </message>
    <message>
        <source>A student handed it in: keep comparing it</source>
        <translation>Un élève l&apos;a rendu&#xa0;: continuer à le comparer</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <source>Add the files every student was given: the assignment sheet, a template to fill in, starter text or questions to copy. Text from these files never counts as shared between students, and it is shown in grey in the compare view. They are used from the next scan on (the current folder is scanned again when you press OK). plagcheck only reads these files.</source>
        <translation>Ajoutez les fichiers que chaque élève a reçus&#xa0;: l&apos;énoncé, un modèle à compléter, un texte de départ ou des questions à recopier. Le texte de ces fichiers ne compte jamais comme commun entre élèves, et il apparaît en gris dans la vue de comparaison. Ils sont utilisés dès la prochaine analyse (le dossier actuel est analysé à nouveau quand vous appuyez sur OK). plagcheck ne fait que lire ces fichiers.</translation>
    </message>
    <message>
        <source>Choose the files given to everyone</source>
        <translation>Choisir les fichiers distribués à tous</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documents ({patterns});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Add the files or folders among your class folder that hold sources, not students&apos; work: the readings, the original texts the task was based on, model answers. They are still compared with every student, but they are never counted or grouped as students, and a group of students matching one of them is shown with it as the likely origin. Applied by scanning the folder again when you press OK.</source>
        <translation>Ajoutez les fichiers ou dossiers de votre dossier de classe qui contiennent des sources et non des travaux d&apos;élèves&#xa0;: les lectures, les textes originaux sur lesquels portait le travail, des corrigés. Ils restent comparés avec chaque élève, mais ne sont jamais comptés ni regroupés comme des élèves, et un groupe d&apos;élèves qui correspond à l&apos;un d&apos;eux est montré avec lui comme origine probable. Appliqué en analysant à nouveau le dossier quand vous appuyez sur OK.</translation>
    </message>
    <message>
        <source>Choose a folder of sources</source>
        <translation>Choisir un dossier de sources</translation>
    </message>
    <message>
        <source>Sources and references in the class folder</source>
        <translation>Sources et références dans le dossier de la classe</translation>
    </message>
    <message>
        <source>Files given to everyone</source>
        <translation>Fichiers distribués à tous</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>Ajouter un &amp;dossier…</translation>
    </message>
    <message>
        <source>No sources: every file is a student&apos;s.</source>
        <translation>Aucune source&#xa0;: chaque fichier est celui d&apos;un élève.</translation>
    </message>
    <message>
        <source>No files: every shared passage counts.</source>
        <translation>Aucun fichier&#xa0;: chaque passage commun compte.</translation>
    </message>
</context>
<context>
    <name>TriageController</name>
    <message>
        <source> and {NAMED_MEMBERS} more</source>
        <extracomment>Members named in a group&apos;s line before &quot;and N more&quot;.</extracomment>
        <translation> et {NAMED_MEMBERS} autres</translation>
    </message>
    <message>
        <source>No scan yet.</source>
        <extracomment>The overview shown changed (tests wait for this when it is computed in the background).</extracomment>
        <translation>Aucune analyse pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Working out the groups…</source>
        <translation>Calcul des groupes…</translation>
    </message>
    <message>
        <source>Working out the figures…</source>
        <translation>Calcul des chiffres…</translation>
    </message>
    <message>
        <source>The groups could not be worked out: {message}</source>
        <translation>Les groupes n&apos;ont pas pu être calculés&#xa0;: {message}</translation>
    </message>
    <message>
        <source>The figures could not be worked out: {message}</source>
        <translation>Les chiffres n&apos;ont pas pu être calculés&#xa0;: {message}</translation>
    </message>
    <message>
        <source>{group} at or above {threshold}, {student} in them. Worst first.</source>
        <translation>{group} à {threshold} ou plus, {student} en tout. Les plus graves d&apos;abord.</translation>
    </message>
    <message>
        <source>{submission}; {reaching} with a match at or above {threshold}.</source>
        <translation>{submission}&#x202f;; {reaching} avec une correspondance à {threshold} ou plus.</translation>
    </message>
    <message>
        <source>No common source found for this group&apos;s pairs.</source>
        <translation>Aucune source commune trouvée pour les paires de ce groupe.</translation>
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
        <translation>La plus grande part d&apos;un document retrouvée dans l&apos;autre, copiée ou reformulée&#xa0;: c&apos;est à elle que s&apos;applique le seuil.</translation>
    </message>
    <message>
        <source>A found in B</source>
        <translation>A dans B</translation>
    </message>
    <message>
        <source>The share of document A&apos;s text found in document B.</source>
        <translation>La part du texte du document A retrouvée dans le document B.</translation>
    </message>
    <message>
        <source>B found in A</source>
        <translation>B dans A</translation>
    </message>
    <message>
        <source>The share of document B&apos;s text found in document A.</source>
        <translation>La part du texte du document B retrouvée dans le document A.</translation>
    </message>
    <message>
        <source>Similar overall</source>
        <translation>Ressemblance globale</translation>
    </message>
    <message>
        <source>How alike the two documents are as wholes: the share of all their phrases that they have in common. Reworded copying changes the phrases, so it shows little here; the score counts it.</source>
        <translation>À quel point les deux documents se ressemblent dans leur ensemble&#xa0;: la part de toutes leurs expressions qu&apos;ils ont en commun. La copie reformulée change les expressions, elle se voit donc peu ici&#x202f;; le score en tient compte.</translation>
    </message>
    <message>
        <source>Shared {units}</source>
        <translation>{units} communs</translation>
    </message>
    <message>
        <source>How many {units} of document A lie in passages shared with B.</source>
        <translation>Combien de {units} du document A se trouvent dans des passages communs avec B.</translation>
    </message>
    <message>
        <source>Longest run ({units})</source>
        <translation>Plus longue suite ({units})</translation>
    </message>
    <message>
        <source>The longest stretch of {units} the two documents have identical, in the same order.</source>
        <translation>La plus longue suite de {units} identiques dans les deux documents, dans le même ordre.</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>How many shared passages were found, copied or reworded.</source>
        <translation>Combien de passages communs ont été trouvés, copiés ou reformulés.</translation>
    </message>
    <message>
        <source>the same words in the same order</source>
        <extracomment>What each kind of passage is, in the legend of the window and the report.</extracomment>
        <translation>les mêmes mots dans le même ordre</translation>
    </message>
    <message>
        <source>the same content in other words or order</source>
        <translation>le même contenu en d&apos;autres mots ou dans un autre ordre</translation>
    </message>
    <message>
        <source>the same content in another language</source>
        <translation>le même contenu dans une autre langue</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>copié</translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>reformulé</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>traduit</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>Languages as the teacher reads them (engine/reworded/pivot.py names them as the stop-word lists do).</extracomment>
        <translation>anglais</translation>
    </message>
    <message>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>espagnol</translation>
    </message>
    <message>
        <source>German</source>
        <translation>allemand</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>italien</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>portugais</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>néerlandais</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>indonésien</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>turc</translation>
    </message>
    <message>
        <source>same sentence shapes</source>
        <extracomment>What a reworded passage of shape (models.PassageBasis) stands on, in the window, the report and their legends: its words are not very alike, so its likeness alone would undersell it.</extracomment>
        <translation>mêmes formes de phrases</translation>
    </message>
    <message>
        <source>sentences in a row keep their order, length and small words, with most other words changed</source>
        <translation>des phrases consécutives gardent leur ordre, leur longueur et leurs petits mots, la plupart des autres mots étant changés</translation>
    </message>
    <message>
        <source>score at or above the threshold</source>
        <extracomment>Why a pair is listed, in the table, the report and the slider&apos;s note.</extracomment>
        <translation>seuil atteint</translation>
    </message>
    <message>
        <source>a long shared passage</source>
        <translation>un long passage commun</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>The steps a teacher sees, in order, each with the pipeline stages (models.STAGES keys) it is made of.</extracomment>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Checking matches</source>
        <translation>Vérification des correspondances</translation>
    </message>
    <message>
        <source>Checking the reference library</source>
        <translation>Vérification de la bibliothèque de référence</translation>
    </message>
    <message>
        <source>comparing {documents}</source>
        <extracomment>The step each pipeline stage belongs to (models.STAGES key -&gt; words). What a progress report&apos;s note says at the start of a stage, in plain words: the engine&apos;s own notes (&quot;440 passage windows&quot;, &quot;26 candidate pairs&quot;) name the method&apos;s parts. Stages not listed keep their note.</extracomment>
        <translation>comparaison de {documents}</translation>
    </message>
    <message>
        <source>finding the pairs that share text</source>
        <translation>recherche des paires qui partagent du texte</translation>
    </message>
    <message>
        <source>{pairs} to check closely</source>
        <translation>{pairs} à vérifier de près</translation>
    </message>
    <message>
        <source>{files} found</source>
        <translation>{files} à lire</translation>
    </message>
    <message>
        <source>listing the zips</source>
        <translation>liste des zips</translation>
    </message>
    <message>
        <source>preparing the library for these settings</source>
        <extracomment>The engine&apos;s other notes, which it writes in English (it knows nothing of languages), as the window shows them.</extracomment>
        <translation>préparation de la bibliothèque pour ces paramètres</translation>
    </message>
    <message>
        <source>reading the matching archive documents</source>
        <translation>lecture des documents correspondants de l&apos;archive</translation>
    </message>
    <message>
        <source>reading what the archive holds</source>
        <translation>lecture du contenu de l&apos;archive</translation>
    </message>
    <message>
        <source>reading the documents</source>
        <translation>lecture des documents</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>enregistrement</translation>
    </message>
    <message>
        <source>{template} template and {common} common phrases ignored</source>
        <translation>{template} expressions du modèle et {common} expressions communes ignorées</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>caractères</translation>
    </message>
    <message>
        <source>words</source>
        <translation>mots</translation>
    </message>
    <message>
        <source>{reason} ({length} {units})</source>
        <translation>{reason} ({length} {units})</translation>
    </message>
    <message>
        <source>translated ({language} ← English)</source>
        <translation>traduit ({language} ← anglais)</translation>
    </message>
    <message>
        <source>translated ({a} ↔ {b})</source>
        <translation>traduit ({a} ↔ {b})</translation>
    </message>
    <message>
        <source>{kind}, {SHAPE_LABEL}, {similarity} alike in words</source>
        <translation>{kind}, {SHAPE_LABEL}, {similarity} de ressemblance des mots</translation>
    </message>
    <message>
        <source>{kind}, {similarity} alike</source>
        <translation>{kind}, {similarity} de ressemblance</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>aujourd&apos;hui à {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>hier à {clock}</translation>
    </message>
    <message>
        <source>{day} {month} {year} at {clock}</source>
        <translation>{day} {month} {year} à {clock}</translation>
    </message>
    <message>
        <source>Jan</source>
        <extracomment>Months as a date in the text names them (not strftime&apos;s, which follows the C locale, not the app&apos;s language).</extracomment>
        <translation>janv.</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>févr.</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>mars</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>avr.</translation>
    </message>
    <message>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>juin</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>juil.</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>août</translation>
    </message>
    <message>
        <source>Sep</source>
        <translation>sept.</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>oct.</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>nov.</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>déc.</translation>
    </message>
</context>
</TS>
