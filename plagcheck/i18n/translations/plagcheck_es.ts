<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Compares every document of a class with every other one, on this computer only, and shows the shared passages side by side.

plagcheck is free software under the MIT licence. It is built on Qt and PySide6 (GNU LGPL v3) and the other components listed under Third-party notices.</source>
        <translation>Compara cada documento de una clase con todos los demás, solo en este ordenador, y muestra los fragmentos compartidos uno al lado del otro.

plagcheck es software libre con licencia MIT. Se basa en Qt y PySide6 (GNU LGPL v3) y en los demás componentes enumerados en Avisos de terceros.</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Acerca de plagcheck</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licencia</translation>
    </message>
    <message>
        <source>Third-party &amp;notices</source>
        <translation>Avisos de &amp;terceros</translation>
    </message>
</context>
<context>
    <name>Anonymise</name>
    <message>
        <source>Student {number}</source>
        <extracomment>The words stand-ins are made of, never masked as a student&apos;s name.</extracomment>
        <translation>Estudiante {number}</translation>
    </message>
    <message>
        <source>Reference {number}</source>
        <translation>Referencia {number}</translation>
    </message>
    <message>
        <source>Student no. {number}</source>
        <translation>Estudiante n.º {number}</translation>
    </message>
    <message>
        <source>Listed student {number}</source>
        <translation>Estudiante de la lista {number}</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Whole-document search: chance a pair is checked</source>
        <translation>Búsqueda en documentos completos: probabilidad de que se compruebe un par</translation>
    </message>
    <message>
        <source>Advanced. The whole-document search checks a pair with this chance, by how similar the two texts are overall. A copied paragraph inside a long essay is found by the passage search instead, so this curve does not limit what the threshold can show.</source>
        <translation>Avanzado. La búsqueda en documentos completos comprueba un par con esta probabilidad, según lo parecidos que sean los dos textos en conjunto. Un párrafo copiado dentro de un ensayo largo lo encuentra la búsqueda de fragmentos, así que esta curva no limita lo que el umbral puede mostrar.</translation>
    </message>
    <message>
        <source>Whole-document search: chance a pair is checked ({bands} × {rows})</source>
        <translation>Búsqueda en documentos completos: probabilidad de que se compruebe un par ({bands} × {rows})</translation>
    </message>
    <message>
        <source>Scan a folder to see the curve</source>
        <translation>Analice una carpeta para ver la curva</translation>
    </message>
    <message>
        <source>{chance} at {similarity} similar overall</source>
        <translation>{chance} con un {similarity} de parecido global</translation>
    </message>
    <message>
        <source>How many pairs at each score</source>
        <translation>Cuántos pares hay en cada puntuación</translation>
    </message>
    <message>
        <source>How many pairs share each share of text (tall bars are drawn shorter, so that a single pair still shows). Pairs on the right deserve a look. Click or drag to move the threshold.</source>
        <translation>Cuántos pares comparten cada proporción de texto (las barras altas se acortan para que un único par siga viéndose). Los pares de la derecha merecen una mirada. Haga clic o arrastre para mover el umbral.</translation>
    </message>
    <message>
        <source>No pairs yet</source>
        <translation>Aún no hay pares</translation>
    </message>
</context>
<context>
    <name>ClassController</name>
    <message>
        <source>File given to everyone: {name}</source>
        <translation>Archivo entregado a todos: {name}</translation>
    </message>
</context>
<context>
    <name>ClassFigures</name>
    <message>
        <source>{file}, {compared} compared</source>
        <extracomment>The class&apos;s own files (students&apos; work): every file found, whether it could be read or not. Of them, the files whose text was compared. Sources and reference-library texts compared with the class (not counted among its files). Files listed under File problems: not read, or read only in part (the class&apos;s, the sources&apos; and the files given to everyone).</extracomment>
        <translation>{file}, {compared} comparados</translation>
    </message>
    <message>
        <source> (and {text})</source>
        <translation> (y {text})</translation>
    </message>
</context>
<context>
    <name>ClassListDialog</name>
    <message>
        <source>Choose the class list</source>
        <extracomment>Asks for one file: (parent) -&gt; the chosen path (&quot;&quot; when cancelled). How many students the dialog shows as a sample of what was read.</extracomment>
        <translation>Elegir la lista de clase</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.xlsx *.txt);;All files (*)</source>
        <translation>Listas de clase (*.csv *.xlsx *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Lista de clase</translation>
    </message>
    <message>
        <source>Choose the class list your platform exports: the Canvas gradebook (Grades → Export), Moodle&apos;s participants or grades, Google Classroom&apos;s or Teams&apos; grades, as CSV or Excel (.xlsx); or any table with the students&apos; names and their ids or e-mail addresses. Submissions are named after it, and the students who handed nothing in are listed in the Class tab. plagcheck only reads this file.</source>
        <translation>Elija la lista de clase que exporta su plataforma: el libro de calificaciones de Canvas (Calificaciones → Exportar), los participantes o las calificaciones de Moodle, las calificaciones de Google Classroom o de Teams, en CSV o Excel (.xlsx); o cualquier tabla con los nombres de los estudiantes y sus identificadores o direcciones de correo. Las entregas se nombran según ella, y los estudiantes que no entregaron nada aparecen en la pestaña Clase. plagcheck solo lee este archivo.</translation>
    </message>
    <message>
        <source>No class list</source>
        <translation>Sin lista de clase</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Student&apos;s name:</source>
        <translation>Nombre del estudiante:</translation>
    </message>
    <message>
        <source>Id or e-mail address:</source>
        <translation>Identificador o correo electrónico:</translation>
    </message>
    <message>
        <source>(recognised from the columns)</source>
        <translation>(reconocido por las columnas)</translation>
    </message>
    <message>
        <source>Without a class list, students are named as their files name them.</source>
        <translation>Sin lista de clase, los estudiantes se nombran como los nombran sus archivos.</translation>
    </message>
    <message>
        <source>Read as {kind}{how}: {count} students.</source>
        <translation>Leída como {kind}{how}: {count} estudiantes.</translation>
    </message>
    <message>
        <source>, its columns recognised</source>
        <translation>, con sus columnas reconocidas</translation>
    </message>
    <message>
        <source>   … and {count} more</source>
        <translation>   … y {count} más</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <source>Student</source>
        <translation>Estudiante</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Leído</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Entregado</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Lista de clase</translation>
    </message>
    <message>
        <source>Earlier attempts (not checked)</source>
        <translation>Intentos anteriores (no comprobados)</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>No comparado</translation>
    </message>
    <message>
        <source>How the files name their students. Recognised from the file names unless you choose: a platform&apos;s download, one folder per student, or one file per submission.</source>
        <extracomment>The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Cómo nombran los archivos a sus estudiantes. Se reconoce por los nombres de archivo salvo que usted elija: la descarga de una plataforma, una carpeta por estudiante o un archivo por entrega.</translation>
    </message>
    <message>
        <source>Check again this way</source>
        <translation>Comprobar de nuevo así</translation>
    </message>
    <message>
        <source>Scan the class again, reading the files as chosen</source>
        <translation>Analizar de nuevo la clase leyendo los archivos como se ha elegido</translation>
    </message>
    <message>
        <source>Read the files as:</source>
        <translation>Leer los archivos como:</translation>
    </message>
    <message>
        <source>(no student named)</source>
        <translation>(ningún estudiante nombrado)</translation>
    </message>
    <message>
        <source>Named in the files: {name}</source>
        <translation>Nombrado en los archivos: {name}</translation>
    </message>
    <message>
        <source>{files}  (not read)</source>
        <translation>{files}  (no leído)</translation>
    </message>
    <message>
        <source>The cover sheet names {name}: a suggestion, not taken. Choose File → Class list… to name the students.</source>
        <translation>La portada nombra a {name}: una sugerencia, no aplicada. Elija Archivo → Lista de clase… para nombrar a los estudiantes.</translation>
    </message>
    <message>
        <source>handed nothing in</source>
        <translation>no entregó nada</translation>
    </message>
    <message>
        <source>not on the class list</source>
        <translation>no está en la lista de clase</translation>
    </message>
    <message>
        <source>on the class list (name shared)</source>
        <translation>en la lista de clase (nombre compartido)</translation>
    </message>
    <message>
        <source>on the class list</source>
        <translation>en la lista de clase</translation>
    </message>
    <message>
        <source>cover sheet: {name}?</source>
        <translation>portada: ¿{name}?</translation>
    </message>
</context>
<context>
    <name>ClassViewController</name>
    <message>
        <source>No scan yet.</source>
        <translation>Todavía no hay ningún análisis.</translation>
    </message>
</context>
<context>
    <name>ClusterGraph</name>
    <message>
        <source>Choose a group to see it drawn here.</source>
        <extracomment>How close (in pixels) to an edge a click must land to pick it.</extracomment>
        <translation>Elija un grupo para verlo dibujado aquí.</translation>
    </message>
</context>
<context>
    <name>CommonSource</name>
    <message>
        <source> (and 1 other reference)</source>
        <extracomment>Score of the pair (a, reference) and of the pair (b, reference). Share of the a-b passages&apos; text (both sides, in characters) that also lies in a passage shared with the reference: near 1.0, what A and B share is the reference&apos;s text.</extracomment>
        <translation> (y 1 referencia más)</translation>
    </message>
    <message>
        <source> (and {more} other references)</source>
        <translation> (y {more} referencias más)</translation>
    </message>
    <message>
        <source>Common source: {name_a} and {name_b} both match {reference}{tail}; {covered} of the text they share is also in it.</source>
        <translation>Fuente común: {name_a} y {name_b} coinciden ambos con {reference}{tail}; el {covered} del texto que comparten también está en ella.</translation>
    </message>
</context>
<context>
    <name>CompareController</name>
    <message>
        <source>{share} of {role} found in {other}</source>
        <translation>El {share} de {role} se encuentra en {other}</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <extracomment>Show copied passages only (the window&apos;s View setting); applies from the next show_pair.</extracomment>
        <translation>Elija un par en la pestaña Resultados para comparar aquí los dos documentos.</translation>
    </message>
    <message>
        <source>{label} {similar} · longest run {longest} {units}</source>
        <translation>{label} {similar} · secuencia más larga {longest} {units}</translation>
    </message>
    <message>
        <source> · copied passages only</source>
        <translation> · solo fragmentos copiados</translation>
    </message>
    <message>
        <source>No passage long enough to show: the shared phrases are scattered.</source>
        <translation>Ningún fragmento es lo bastante largo para mostrarlo: las expresiones compartidas están dispersas.</translation>
    </message>
    <message>
        <source>Passage {index} of {count} · {passage} · {length_a} {units} in A, {length_b} in B</source>
        <translation>Fragmento {index} de {count} · {passage} · {length_a} {units} en A, {length_b} en B</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>assignment or template text</source>
        <extracomment>What each kind of mark means, in the legend.</extracomment>
        <translation>texto del enunciado o de una plantilla</translation>
    </message>
    <message>
        <source>text common to the class</source>
        <translation>texto común a la clase</translation>
    </message>
    <message>
        <source>text several essays have at the same place (a cover sheet, the question)</source>
        <translation>texto que varios trabajos tienen en el mismo lugar (una portada, la pregunta)</translation>
    </message>
    <message>
        <source>quotation with no citation (counted)</source>
        <translation>cita sin referencia (cuenta)</translation>
    </message>
    <message>
        <source>quotation with a citation (grey: not counted)</source>
        <translation>cita con referencia (gris: no cuenta)</translation>
    </message>
    <message>
        <source>(&lt;b&gt;bold&lt;/b&gt;: words both sides share)</source>
        <translation>(&lt;b&gt;negrita&lt;/b&gt;: palabras que comparten ambos lados)</translation>
    </message>
    <message>
        <source>(its languages in the line above)</source>
        <translation>(sus idiomas en la línea de arriba)</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} y {last}</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{colour}&apos;&gt;Grey text&lt;/span&gt;: {kinds}, not counted</source>
        <translation>&lt;span style=&apos;color:{colour}&apos;&gt;Texto gris&lt;/span&gt;: {kinds}, no cuenta</translation>
    </message>
    <message>
        <source>reference list (left out of the scores unless the settings count it)</source>
        <translation>bibliografía (fuera de las puntuaciones salvo que los ajustes la cuenten)</translation>
    </message>
    <message>
        <source>Italic on grey-blue</source>
        <translation>Cursiva sobre gris azulado</translation>
    </message>
    <message>
        <source>Grey italic on grey-blue</source>
        <translation>Cursiva gris sobre gris azulado</translation>
    </message>
    <message>
        <source>Upright on beige</source>
        <translation>Redonda sobre beige</translation>
    </message>
    <message>
        <source>Coloured: shared passages</source>
        <translation>En color: fragmentos compartidos</translation>
    </message>
    <message>
        <source>{side}: {name}</source>
        <translation>{side}: {name}</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Fragmento anterior</translation>
    </message>
    <message>
        <source>Previous shared passage (Shift+F3 or Alt+Up)</source>
        <translation>Fragmento compartido anterior (Mayús+F3 o Alt+Arriba)</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Fragmento siguiente ▶</translation>
    </message>
    <message>
        <source>Next shared passage (F3 or Alt+Down)</source>
        <translation>Fragmento compartido siguiente (F3 o Alt+Abajo)</translation>
    </message>
    <message>
        <source>◀ Pair</source>
        <translation>◀ Par</translation>
    </message>
    <message>
        <source>The pair above in the results table (Alt+PgUp)</source>
        <translation>El par de arriba en la tabla de resultados (Alt+RePág)</translation>
    </message>
    <message>
        <source>Pair ▶</source>
        <translation>Par ▶</translation>
    </message>
    <message>
        <source>The pair below in the results table (Alt+PgDown)</source>
        <translation>El par de abajo en la tabla de resultados (Alt+AvPág)</translation>
    </message>
    <message>
        <source>Scroll together</source>
        <translation>Desplazar juntos</translation>
    </message>
    <message>
        <source>Keep matching passages level in both panes while scrolling</source>
        <translation>Mantener los fragmentos coincidentes a la misma altura en ambos paneles al desplazarse</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Revisión:</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <translation>Seleccione un par en la pestaña Resultados para comparar aquí los dos documentos.</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message>
        <source>{n} pair</source>
        <extracomment>Each noun counted for the teacher, with its singular and plural forms ({n}: the number).</extracomment>
        <translation>{n} par</translation>
    </message>
    <message>
        <source>{n} pairs</source>
        <translation>{n} pares</translation>
    </message>
    <message>
        <source>{n} file</source>
        <translation>{n} archivo</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} archivos</translation>
    </message>
    <message>
        <source>{n} document</source>
        <translation>{n} documento</translation>
    </message>
    <message>
        <source>{n} documents</source>
        <translation>{n} documentos</translation>
    </message>
    <message>
        <source>{n} student</source>
        <translation>{n} estudiante</translation>
    </message>
    <message>
        <source>{n} students</source>
        <translation>{n} estudiantes</translation>
    </message>
    <message>
        <source>{n} group</source>
        <translation>{n} grupo</translation>
    </message>
    <message>
        <source>{n} groups</source>
        <translation>{n} grupos</translation>
    </message>
    <message>
        <source>{n} submission</source>
        <translation>{n} entrega</translation>
    </message>
    <message>
        <source>{n} submissions</source>
        <translation>{n} entregas</translation>
    </message>
    <message>
        <source>{n} source text</source>
        <translation>{n} texto fuente</translation>
    </message>
    <message>
        <source>{n} source texts</source>
        <translation>{n} textos fuente</translation>
    </message>
    <message>
        <source>{n} cached text</source>
        <translation>{n} texto en caché</translation>
    </message>
    <message>
        <source>{n} cached texts</source>
        <translation>{n} textos en caché</translation>
    </message>
    <message>
        <source>{n} earlier attempt</source>
        <translation>{n} intento anterior</translation>
    </message>
    <message>
        <source>{n} earlier attempts</source>
        <translation>{n} intentos anteriores</translation>
    </message>
    <message>
        <source>{n} text</source>
        <translation>{n} texto</translation>
    </message>
    <message>
        <source>{n} texts</source>
        <translation>{n} textos</translation>
    </message>
    <message>
        <source>{n} platform file</source>
        <translation>{n} archivo de la plataforma</translation>
    </message>
    <message>
        <source>{n} platform files</source>
        <translation>{n} archivos de la plataforma</translation>
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
        <translation>{n} archivo entregado dos veces</translation>
    </message>
    <message>
        <source>{n} files handed in twice</source>
        <translation>{n} archivos entregados dos veces</translation>
    </message>
    <message>
        <source>{n} receipt</source>
        <translation>{n} recibo</translation>
    </message>
    <message>
        <source>{n} receipts</source>
        <translation>{n} recibos</translation>
    </message>
    <message>
        <source>{n} web address</source>
        <translation>{n} dirección web</translation>
    </message>
    <message>
        <source>{n} web addresses</source>
        <translation>{n} direcciones web</translation>
    </message>
    <message>
        <source>{n} draft not handed in</source>
        <translation>{n} borrador no entregado</translation>
    </message>
    <message>
        <source>{n} drafts not handed in</source>
        <translation>{n} borradores no entregados</translation>
    </message>
    <message>
        <source>{n} index page</source>
        <translation>{n} página de índice</translation>
    </message>
    <message>
        <source>{n} index pages</source>
        <translation>{n} páginas de índice</translation>
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
        <translation>Pasajes reformulados</translation>
    </message>
    <message>
        <source>Translated passages</source>
        <translation>Pasajes traducidos</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Listado por</translation>
    </message>
    <message>
        <source>Collection A</source>
        <translation>Colección A</translation>
    </message>
    <message>
        <source>Collection B</source>
        <translation>Colección B</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Review note</source>
        <translation>Nota de revisión</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source> + 1 more file</source>
        <extracomment>Characters that look like nothing (Hangul and Braille fillers) though their category is a letter or symbol. The marks labels join names with (&quot; › &quot;, &quot; — &quot;), and the characters drawn like them: never shown as themselves inside a name. Between the student and the file in a submission&apos;s label: &quot;Priya Sharma — Extended writing.docx&quot;.</extracomment>
        <translation> + 1 archivo más</translation>
    </message>
    <message>
        <source> + {more} more files</source>
        <translation> + {more} archivos más</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>Select a pair first.</source>
        <extracomment>Opens a URL (tests replace it).</extracomment>
        <translation>Seleccione primero un par.</translation>
    </message>
    <message>
        <source>is a reference-library text, kept inside plagcheck</source>
        <translation>es un texto de la biblioteca de referencia, guardado dentro de plagcheck</translation>
    </message>
    <message>
        <source>is no longer at {path}</source>
        <translation>ya no está en {path}</translation>
    </message>
    <message>
        <source>The original of {name} {where}.</source>
        <translation>El original de {name} {where}.</translation>
    </message>
    <message>
        <source>The pair could not be made ready to print: {exc}</source>
        <translation>No se pudo preparar el par para imprimirlo: {exc}</translation>
    </message>
    <message>
        <source>The pair opens in your browser, ready to print.</source>
        <translation>El par se abre en su navegador, listo para imprimir.</translation>
    </message>
</context>
<context>
    <name>DropChecks</name>
    <message>
        <source>Sources in the class folder?</source>
        <translation>¿Fuentes en la carpeta de la clase?</translation>
    </message>
    <message>
        <source>The folder {names} looks like it holds sources (readings, original texts), not students&apos; work. Treat its files as sources? They are still compared with every student, but never counted or grouped as students. You can change this later under Scan → Sources in the class folder…</source>
        <translation>La carpeta {names} parece contener fuentes (lecturas, textos originales), no trabajos de estudiantes. ¿Tratar sus archivos como fuentes? Se siguen comparando con cada estudiante, pero nunca se cuentan ni se agrupan como estudiantes. Puede cambiarlo más tarde en Análisis → Fuentes en la carpeta de la clase…</translation>
    </message>
    <message>
        <source>Treat as sources</source>
        <translation>Tratar como fuentes</translation>
    </message>
    <message>
        <source>They are students&apos; work</source>
        <translation>Son trabajos de estudiantes</translation>
    </message>
    <message>
        <source>{name} was not found</source>
        <translation>No se encontró {name}</translation>
    </message>
    <message>
        <source>{name} is not a document plagcheck reads (PDF, Word, OpenDocument, RTF, HTML or text)</source>
        <translation>{name} no es un documento que plagcheck sepa leer (PDF, Word, OpenDocument, RTF, HTML o texto)</translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <source>Drop a folder of student work here</source>
        <translation>Suelte aquí una carpeta con trabajos de estudiantes</translation>
    </message>
    <message>
        <source>Every document is compared with every other one, on this computer only.
Word, PDF, OpenDocument, RTF, HTML, Markdown and plain text files are read; other files are listed as skipped.</source>
        <translation>Cada documento se compara con todos los demás, solo en este ordenador.
Se leen los archivos de Word, PDF, OpenDocument, RTF, HTML, Markdown y texto plano; los demás se enumeran como omitidos.</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Abrir carpeta…</translation>
    </message>
    <message>
        <source>Choose a folder to scan (Ctrl+O)</source>
        <translation>Elegir una carpeta para analizar (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open files…</source>
        <translation>Abrir archivos…</translation>
    </message>
    <message>
        <source>Choose documents to scan (Ctrl+Shift+F)</source>
        <translation>Elegir documentos para analizar (Ctrl+Mayús+F)</translation>
    </message>
    <message>
        <source>Open a saved check…</source>
        <translation>Abrir una comprobación guardada…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews (Ctrl+Shift+O)</source>
        <translation>Abrir una comprobación guardada antes, con sus revisiones (Ctrl+Mayús+O)</translation>
    </message>
    <message>
        <source>Recent folders and checks</source>
        <translation>Carpetas y comprobaciones recientes</translation>
    </message>
</context>
<context>
    <name>EncodingController</name>
    <message>
        <source>The file cannot be read: {message}</source>
        <translation>No se puede leer el archivo: {message}</translation>
    </message>
    <message>
        <source>The file cannot be read: {exc}</source>
        <translation>No se puede leer el archivo: {exc}</translation>
    </message>
    <message>
        <source>an unknown encoding</source>
        <extracomment>Replaced by tests to answer the dialog: (dialog) -&gt; accepted.</extracomment>
        <translation>una codificación desconocida</translation>
    </message>
</context>
<context>
    <name>EncodingDialog</name>
    <message>
        <source>Read in another encoding</source>
        <translation>Leer con otra codificación</translation>
    </message>
    <message>
        <source>{name} was read as {current}</source>
        <translation>{name} se leyó con {current}</translation>
    </message>
    <message>
        <source> (a guess: the file does not say which encoding it uses)</source>
        <translation> (una suposición: el archivo no indica qué codificación usa)</translation>
    </message>
    <message>
        <source>. If its letters look wrong below, pick the encoding in which the text reads right; the folder is then scanned again. The choice is remembered for this file.</source>
        <translation>. Si las letras de abajo se ven mal, elija la codificación con la que el texto se lee bien; la carpeta se analiza entonces de nuevo. La elección se recuerda para este archivo.</translation>
    </message>
    <message>
        <source>Read it this way</source>
        <translation>Leerlo así</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Codificación:</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source>empty: the document holds no text</source>
        <extracomment>Every note the catalogue knows, in the engine&apos;s English ({name}: a part the engine fills in).</extracomment>
        <translation>vacío: el documento no contiene texto</translation>
    </message>
    <message>
        <source>empty: the file holds no text</source>
        <translation>vacío: el archivo no contiene texto</translation>
    </message>
    <message>
        <source>empty: the file holds only white space</source>
        <translation>vacío: el archivo solo contiene espacios en blanco</translation>
    </message>
    <message>
        <source>empty: the file is 0 bytes</source>
        <translation>vacío: el archivo ocupa 0 bytes</translation>
    </message>
    <message>
        <source>empty: the page holds no text</source>
        <translation>vacío: la página no contiene texto</translation>
    </message>
    <message>
        <source>empty: the page holds no visible text</source>
        <translation>vacío: la página no contiene texto visible</translation>
    </message>
    <message>
        <source>empty: the PDF holds no text</source>
        <translation>vacío: el PDF no contiene texto</translation>
    </message>
    <message>
        <source>empty: the PDF holds only hidden text (white, or in a tiny font)</source>
        <translation>vacío: el PDF solo contiene texto oculto (blanco o de tamaño diminuto)</translation>
    </message>
    <message>
        <source>scanned or image-only PDF: it has no text layer (it would need OCR)</source>
        <translation>PDF escaneado o solo de imágenes: no tiene capa de texto (necesitaría reconocimiento óptico de caracteres)</translation>
    </message>
    <message>
        <source>password protected: the PDF cannot be opened without its password</source>
        <translation>protegido con contraseña: el PDF no se puede abrir sin su contraseña</translation>
    </message>
    <message>
        <source>password protected: open it, remove the password and save it again</source>
        <translation>protegido con contraseña: ábralo, quite la contraseña y vuelva a guardarlo</translation>
    </message>
    <message>
        <source>password protected: the zip encrypts this file; unpack it with its password to check it</source>
        <translation>protegido con contraseña: el zip cifra este archivo; descomprímalo con su contraseña para comprobarlo</translation>
    </message>
    <message>
        <source>encrypted with a method that cannot be read</source>
        <translation>cifrado con un método que no se puede leer</translation>
    </message>
    <message>
        <source>corrupt: the PDF is damaged and could not be read</source>
        <translation>dañado: el PDF está dañado y no se pudo leer</translation>
    </message>
    <message>
        <source>corrupt: not a real RTF file (it does not start like one)</source>
        <translation>dañado: no es un archivo RTF real (no empieza como uno)</translation>
    </message>
    <message>
        <source>corrupt: the RTF file is damaged</source>
        <translation>dañado: el archivo RTF está dañado</translation>
    </message>
    <message>
        <source>corrupt: not a Word document (no main text inside)</source>
        <translation>dañado: no es un documento de Word (no tiene texto principal)</translation>
    </message>
    <message>
        <source>corrupt: not an OpenDocument text (no content inside)</source>
        <translation>dañado: no es un texto OpenDocument (no tiene contenido)</translation>
    </message>
    <message>
        <source>corrupt: the document&apos;s contents are damaged</source>
        <translation>dañado: el contenido del documento está dañado</translation>
    </message>
    <message>
        <source>corrupt: not a readable {kind} file (damaged or cut short)</source>
        <translation>dañado: no es un archivo {kind} legible (dañado o cortado)</translation>
    </message>
    <message>
        <source>corrupt: not a readable zip file (damaged or cut short)</source>
        <translation>dañado: no es un archivo zip legible (dañado o cortado)</translation>
    </message>
    <message>
        <source>corrupt: this file is damaged inside the zip</source>
        <translation>dañado: este archivo está dañado dentro del zip</translation>
    </message>
    <message>
        <source>not a real {kind} file: it is an old-style Office file; save it as {kind2} or PDF</source>
        <translation>no es un archivo {kind} real: es un archivo de Office de formato antiguo; guárdelo como {kind2} o PDF</translation>
    </message>
    <message>
        <source>not a text file: it holds binary data (perhaps another kind of file renamed .txt)</source>
        <translation>no es un archivo de texto: contiene datos binarios (quizá otro tipo de archivo renombrado a .txt)</translation>
    </message>
    <message>
        <source>not a valid {encoding} text file</source>
        <translation>no es un archivo de texto {encoding} válido</translation>
    </message>
    <message>
        <source>encoding guessed as {encoding}</source>
        <translation>codificación supuesta: {encoding}</translation>
    </message>
    <message>
        <source>the chosen encoding applies to plain-text files only</source>
        <translation>la codificación elegida solo se aplica a archivos de texto plano</translation>
    </message>
    <message>
        <source>unsupported type ({suffix})</source>
        <translation>tipo no admitido ({suffix})</translation>
    </message>
    <message>
        <source>identical to {name}</source>
        <translation>idéntico a {name}</translation>
    </message>
    <message>
        <source>the same as {name}, in the same student&apos;s folder: read once</source>
        <translation>el mismo que {name}, en la carpeta del mismo estudiante: leído una vez</translation>
    </message>
    <message>
        <source>the same as {name}, saved again under a copy&apos;s name: read once</source>
        <translation>el mismo que {name}, guardado de nuevo con el nombre de una copia: leído una vez</translation>
    </message>
    <message>
        <source>the same as {name}, read once</source>
        <translation>el mismo que {name}, leído una vez</translation>
    </message>
    <message>
        <source>not found: the file was moved, renamed or deleted</source>
        <translation>no encontrado: el archivo se movió, se renombró o se eliminó</translation>
    </message>
    <message>
        <source>could not be read: you do not have permission to open it</source>
        <translation>no se pudo leer: no tiene permiso para abrirlo</translation>
    </message>
    <message>
        <source>could not be read: its path is longer than the system allows</source>
        <translation>no se pudo leer: su ruta es más larga de lo que permite el sistema</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>no se pudo leer: {reason}</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use here</source>
        <translation>demasiado grande para leerlo: necesitaría más de los {size} MB de memoria que puede usar aquí un lector</translation>
    </message>
    <message>
        <source>skipped: not a document (a pipe, a device or a folder), so it was not read</source>
        <translation>omitido: no es un documento (una tubería, un dispositivo o una carpeta), así que no se leyó</translation>
    </message>
    <message>
        <source>skipped: a link to a file that does not exist</source>
        <translation>omitido: un enlace a un archivo que no existe</translation>
    </message>
    <message>
        <source>skipped: a link that leads round in a loop, to no file</source>
        <translation>omitido: un enlace que da vueltas en círculo, sin llevar a ningún archivo</translation>
    </message>
    <message>
        <source>skipped: a link to {other}, which is read under its own name (one file is read once)</source>
        <translation>omitido: un enlace a {other}, que se lee con su propio nombre (cada archivo se lee una vez)</translation>
    </message>
    <message>
        <source>skipped: the zip changed since it was listed, so this file was not read</source>
        <translation>omitido: el zip cambió desde que se listó, así que este archivo no se leyó</translation>
    </message>
    <message>
        <source>a web address the student handed in (Canvas&apos;s page leading to it), not a document</source>
        <translation>una dirección web entregada por el estudiante (la página de Canvas que lleva a ella), no un documento</translation>
    </message>
    <message>
        <source>a draft in the student&apos;s Teams working files, not handed in</source>
        <translation>un borrador en los archivos de trabajo de Teams del estudiante, no entregado</translation>
    </message>
    <message>
        <source>Recognised from the file names</source>
        <translation>Reconocido por los nombres de archivo</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Descarga de Moodle</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Descarga de Canvas</translation>
    </message>
    <message>
        <source>Blackboard Learn download</source>
        <translation>Descarga de Blackboard Learn</translation>
    </message>
    <message>
        <source>Brightspace (D2L) download</source>
        <translation>Descarga de Brightspace (D2L)</translation>
    </message>
    <message>
        <source>Google Classroom folder</source>
        <translation>Carpeta de Google Classroom</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Archivos de tarea de Microsoft Teams</translation>
    </message>
    <message>
        <source>Each sub-folder is one student</source>
        <translation>Cada subcarpeta es un estudiante</translation>
    </message>
    <message>
        <source>Each file is one submission</source>
        <translation>Cada archivo es una entrega</translation>
    </message>
    <message>
        <source>Blackboard&apos;s receipt of the attempt handed in {when} (the student&apos;s name, comments and files)</source>
        <translation>recibo de Blackboard del intento entregado {when} (nombre del alumno, comentarios y archivos)</translation>
    </message>
    <message>
        <source>Brightspace&apos;s index page of the download (which file is whose), not a student&apos;s work</source>
        <translation>página de índice de la descarga de Brightspace (de quién es cada archivo), no un trabajo de alumno</translation>
    </message>
    <message>
        <source>unsupported type (no extension)</source>
        <translation>tipo no admitido (sin extensión)</translation>
    </message>
    <message>
        <source>save it as .docx or PDF</source>
        <translation>guárdelo como .docx o PDF</translation>
    </message>
    <message>
        <source>export it as PDF or .docx</source>
        <translation>expórtelo como PDF o .docx</translation>
    </message>
    <message>
        <source>export it as PDF</source>
        <translation>expórtelo como PDF</translation>
    </message>
    <message>
        <source>skipped: a link to {what} outside the folders and files you chose ({target}), so it was not read</source>
        <translation>omitido: un enlace a {what} fuera de las carpetas y archivos elegidos ({target}), así que no se leyó</translation>
    </message>
    <message>
        <source>skipped: a link to a folder (links to folders are not followed; the files they lead to are read where they are, if they are in the folders you chose)</source>
        <translation>omitido: un enlace a una carpeta (estos enlaces no se siguen; los archivos a los que llevan se leen donde están, si están en las carpetas elegidas)</translation>
    </message>
    <message>
        <source>skipped: a folder nested more than {depth} levels deep, not looked into</source>
        <translation>omitido: una carpeta anidada a más de {depth} niveles, no explorada</translation>
    </message>
    <message>
        <source>skipped: the folder was replaced by another since it was found, so it was not looked into</source>
        <translation>omitido: la carpeta fue sustituida por otra desde que se encontró, así que no se exploró</translation>
    </message>
    <message>
        <source>skipped: another name on disk (a hard link) for the same file as {other}, which is read under that name (one file is read once)</source>
        <translation>omitido: otro nombre en el disco (un enlace duro) del mismo archivo que {other}, que se lee con ese nombre (un archivo se lee una vez)</translation>
    </message>
    <message>
        <source>skipped: this file has other names on disk (hard links), not all in the folders you chose, so it was not read: it may be a file from elsewhere. If it is a student&apos;s work, copy it into the folder</source>
        <translation>omitido: este archivo tiene otros nombres en el disco (enlaces duros), no todos en las carpetas elegidas, así que no se leyó: puede venir de otro sitio. Si es el trabajo de un alumno, cópielo en la carpeta</translation>
    </message>
    <message>
        <source>refused: its compressed contents unpack to an enormous size (a &apos;zip bomb&apos;, built to exhaust memory), so it was not opened</source>
        <translation>rechazado: su contenido comprimido se descomprime a un tamaño enorme (una «bomba zip», hecha para agotar la memoria), así que no se abrió</translation>
    </message>
    <message>
        <source>shortened: only its first {chars} characters were read (the limit for one file)</source>
        <translation>acortado: solo se leyeron sus primeros {chars} caracteres (el límite para un archivo)</translation>
    </message>
    <message>
        <source>refused: the file expands to more than {chars} characters of blank or repeated text (built to exhaust memory), so it was not read</source>
        <translation>rechazado: el archivo se expande a más de {chars} caracteres de espacios o texto repetido (hecho para agotar la memoria), así que no se leyó</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use</source>
        <translation>demasiado grande para leerse: necesita más que los {size} MB de memoria que puede usar un lector</translation>
    </message>
    <message>
        <source>skipped: the file was replaced by another since it was found, so it was not read</source>
        <translation>omitido: el archivo fue sustituido por otro desde que se encontró, así que no se leyó</translation>
    </message>
    <message>
        <source>skipped: the file was given another name on disk (a hard link) since it was found, so it was not read: that name may be outside the folders you chose</source>
        <translation>omitido: el archivo recibió otro nombre en el disco (un enlace duro) desde que se encontró, así que no se leyó: ese nombre puede estar fuera de las carpetas elegidas</translation>
    </message>
    <message>
        <source>read as plain text: its tags are nested more than {depth} levels deep, as no real page is</source>
        <translation>leído como texto sin formato: sus etiquetas están anidadas a más de {depth} niveles, como ninguna página real</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) are nested more than {depth} levels deep or draw each other in a loop, which readers cut short (built to stall or mislead readers), so it was not read</source>
        <translation>rechazado: sus dibujos (form XObjects) están anidados a más de {depth} niveles o se dibujan unos a otros en bucle, lo que los lectores cortan (hecho para bloquear o engañar a los lectores), así que no se leyó</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) draw each other over {count} times (built to exhaust memory), so it was not read</source>
        <translation>rechazado: sus dibujos (form XObjects) se dibujan unos a otros más de {count} veces (hecho para agotar la memoria), así que no se leyó</translation>
    </message>
    <message>
        <source>took too long to read (over {seconds} s): the file may be damaged or built to stall readers</source>
        <translation>tardó demasiado en leerse (más de {seconds} s): el archivo puede estar dañado o hecho para bloquear los lectores</translation>
    </message>
    <message>
        <source>the reader crashed on this file: it is probably damaged</source>
        <translation>el lector falló con este archivo: probablemente está dañado</translation>
    </message>
    <message>
        <source>refused: the zip holds more than {count} files (with the zips inside it), as no class does; it may be built to stall readers. Split it, or unpack the part you need</source>
        <translation>rechazado: el zip contiene más de {count} archivos (con los zips de dentro), como ninguna clase; puede estar hecho para bloquear los lectores. Divídalo o descomprima la parte que necesite</translation>
    </message>
    <message>
        <source>skipped: a zip inside a zip inside a zip; zips are opened {depth} deep at most, so it was not opened</source>
        <translation>omitido: un zip dentro de un zip dentro de un zip; los zips se abren como mucho {depth} niveles, así que no se abrió</translation>
    </message>
    <message>
        <source>skipped: its name in the zip leads out of the zip ({name}), as only a zip built to attack unpackers does, so it was not read</source>
        <translation>omitido: su nombre en el zip lleva fuera del zip ({name}), como solo hace un zip hecho para atacar descompresores, así que no se leyó</translation>
    </message>
    <message>
        <source>skipped: a link stored in the zip (to {target}), not a document; links are not followed</source>
        <translation>omitido: un enlace guardado en el zip (a {target}), no un documento; los enlaces no se siguen</translation>
    </message>
    <message>
        <source>skipped: a second file of the same name in the zip (as only a zip built to mislead holds); the first is read</source>
        <translation>omitido: un segundo archivo con el mismo nombre en el zip (como solo contiene un zip hecho para engañar); se lee el primero</translation>
    </message>
    <message>
        <source>refused: its files overlap inside the zip (one block of data stands for many files), as only a &apos;zip bomb&apos; built to exhaust memory and time is made, so it was not opened</source>
        <translation>rechazado: sus archivos se solapan dentro del zip (un bloque de datos vale por muchos archivos), como solo se construye una «bomba zip» hecha para agotar memoria y tiempo, así que no se abrió</translation>
    </message>
    <message>
        <source>refused: its files together unpack to an enormous size, each packed far tighter than any document (a &apos;zip bomb&apos; of many members, built to exhaust memory and time), so it was not opened</source>
        <translation>rechazado: sus archivos se descomprimen juntos a un tamaño enorme, cada uno comprimido mucho más que cualquier documento (una «bomba zip» de muchos archivos, hecha para agotar memoria y tiempo), así que no se abrió</translation>
    </message>
    <message>
        <source>refused: the zip unpacks to more than {size} GB in all (a &apos;zip bomb&apos;, built to exhaust memory and time), so the rest of it was not read</source>
        <translation>rechazado: el zip se descomprime a más de {size} GB en total (una «bomba zip», hecha para agotar memoria y tiempo), así que el resto no se leyó</translation>
    </message>
    <message>
        <source>an attempt dated in the future ({when}), which no platform writes: its file names may have been made to look like the platform&apos;s, so check who handed it in</source>
        <translation>un intento con fecha en el futuro ({when}), que ninguna plataforma escribe: sus nombres de archivo pueden estar hechos para parecerse a los de la plataforma; compruebe quién lo entregó</translation>
    </message>
    <message>
        <source>refused: the zips of this check hold more than {count} files in all, as no class does (they may be built to stall the check); the zips listed before this one are read, this one and those after it are not. Check fewer zips at a time, or unpack the part you need</source>
        <translation>rechazado: los zips de esta revisión contienen más de {count} archivos en total, como ninguna clase (pueden estar hechos para bloquear la revisión); se leen los zips listados antes de este, este y los siguientes no. Revise menos zips a la vez o descomprima la parte que necesite</translation>
    </message>
    <message>
        <source>refused: the zips of this check unpack to more than {size} GB in all (a &apos;zip bomb&apos; spread over many zips, built to exhaust memory and time); the zips listed before this one are read, this one and those after it are not</source>
        <translation>rechazado: los zips de esta revisión se descomprimen a más de {size} GB en total (una «bomba zip» repartida en muchos zips, hecha para agotar memoria y tiempo); se leen los zips listados antes de este, este y los siguientes no</translation>
    </message>
    <message>
        <source>not read: listing the zips of this check took more than {seconds} s in all (they may be built to stall the check); the zips listed before are read, this one is not. Check fewer zips at a time</source>
        <translation>no leído: listar los zips de esta revisión tardó más de {seconds} s en total (pueden estar hechos para bloquear la revisión); se leen los listados antes, este no. Revise menos zips a la vez</translation>
    </message>
    <message>
        <source>not compared: the assignment sheet (it lies outside the students&apos; submissions and says it is the assignment); its text is left out of every essay, as a template&apos;s is</source>
        <translation>no comparado: el enunciado de la tarea (está fuera de las entregas de los alumnos y dice ser el enunciado); su texto se deja fuera de cada trabajo, como el de una plantilla</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} words ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>comparado en parte: solo se conservaron sus primeras {units} palabras ({chars} caracteres), para que el análisis no se salga de su presupuesto de memoria</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} characters ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>comparado en parte: solo se conservaron sus primeros {units} caracteres ({chars} caracteres), para que el análisis no se salga de su presupuesto de memoria</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters hidden, in white or in a tiny font</source>
        <translation>texto oculto omitido: {chars} caracteres ocultos, en blanco o en letra diminuta</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters in white or in a tiny font</source>
        <translation>texto oculto omitido: {chars} caracteres en blanco o en letra diminuta</translation>
    </message>
    <message>
        <source>read as {encoding}, as chosen</source>
        <translation>leído como {encoding}, según lo elegido</translation>
    </message>
    <message>
        <source>{count} bytes are not {encoding}</source>
        <translation>{count} bytes no son {encoding}</translation>
    </message>
    <message>
        <source>{count} byte are not {encoding}</source>
        <translation>{count} byte no es {encoding}</translation>
    </message>
    <message>
        <source>a Canvas gradebook export</source>
        <translation>una exportación del libro de calificaciones de Canvas</translation>
    </message>
    <message>
        <source>a Moodle participants or grades export</source>
        <translation>una exportación de participantes o calificaciones de Moodle</translation>
    </message>
    <message>
        <source>a Google Classroom grades export</source>
        <translation>una exportación de calificaciones de Google Classroom</translation>
    </message>
    <message>
        <source>a Microsoft Teams grades export</source>
        <translation>una exportación de calificaciones de Microsoft Teams</translation>
    </message>
    <message>
        <source>a table of names</source>
        <translation>una tabla de nombres</translation>
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
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <source>plagcheck hit an unexpected error and carried on.

{summary}

Details were written to {log_path}.</source>
        <translation>plagcheck encontró un error inesperado y siguió adelante.

{summary}

Los detalles se escribieron en {log_path}.</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Informe HTML (*.html)</translation>
    </message>
    <message>
        <source>Pairs as CSV (*.csv)</source>
        <translation>Pares en CSV (*.csv)</translation>
    </message>
    <message>
        <source>Pairs as JSON (*.json)</source>
        <translation>Pares en JSON (*.json)</translation>
    </message>
    <message>
        <source> — names replaced by pseudonyms</source>
        <translation> — nombres sustituidos por seudónimos</translation>
    </message>
    <message>
        <source>Report saved</source>
        <extracomment>The formats offered by each export, the first chosen when the dialog opens.</extracomment>
        <translation>Informe guardado</translation>
    </message>
    <message>
        <source>Saved {name} in {parent}.</source>
        <translation>{name} guardado en {parent}.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Abrirlo</translation>
    </message>
    <message>
        <source>Show its folder</source>
        <translation>Mostrar su carpeta</translation>
    </message>
    <message>
        <source>Scan a folder first: there is nothing to export yet.</source>
        <extracomment>Called with the written file after an export from the dialog (tests replace it).</extracomment>
        <translation>Analice primero una carpeta: todavía no hay nada que exportar.</translation>
    </message>
    <message>
        <source>Export anonymised report</source>
        <translation>Exportar informe anonimizado</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>The report could not be written to {target}: {exc}</source>
        <translation>No se pudo escribir el informe en {target}: {exc}</translation>
    </message>
    <message>
        <source>Saved {written}</source>
        <translation>{written} guardado</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in both texts</source>
        <translation>Buscar en ambos textos</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Cerrar la barra de búsqueda (Esc)</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Buscar:</translation>
    </message>
    <message>
        <source>Found in {side}</source>
        <translation>Encontrado en {side}</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
</context>
<context>
    <name>ForgetDialog</name>
    <message>
        <source>Forget cached texts?</source>
        <translation>¿Olvidar los textos en caché?</translation>
    </message>
    <message>
        <source>plagcheck keeps the text it read from each file ({text} now), so that a second scan is fast. They are in {cache_file}, readable by you only. Delete them? The next scan reads every file again. Saved checks keep their own copy of the texts.</source>
        <translation>plagcheck guarda el texto que leyó de cada archivo ({text} ahora) para que un segundo análisis sea rápido. Están en {cache_file}, legibles solo por usted. ¿Borrarlos? El próximo análisis volverá a leer cada archivo. Las comprobaciones guardadas conservan su propia copia de los textos.</translation>
    </message>
    <message>
        <source>Forget them</source>
        <translation>Olvidarlos</translation>
    </message>
</context>
<context>
    <name>GraphSvg</name>
    <message>
        <source>Group of {size} students, highest score {score}</source>
        <extracomment>Stroke colour and dash pattern of an edge per review state (&quot;&quot; draws a solid line).</extracomment>
        <translation>Grupo de {size} estudiantes, puntuación más alta {score}</translation>
    </message>
</context>
<context>
    <name>GroupsPage</name>
    <message>
        <source>Students</source>
        <translation>Estudiantes</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Más alta</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Miembros</translation>
    </message>
    <message>
        <source>Click a line to compare those two documents</source>
        <translation>Haga clic en una línea para comparar esos dos documentos</translation>
    </message>
    <message>
        <source>Thicker line: more text in common. Click a line to compare the two documents. Blue-grey: not reviewed; red: confirmed; orange dashes: needs a conversation; grey dots: not plagiarism.</source>
        <translation>Línea más gruesa: más texto en común. Haga clic en una línea para comparar los dos documentos. Gris azulado: sin revisar; rojo: confirmado; guiones naranjas: requiere una conversación; puntos grises: no es plagio.</translation>
    </message>
    <message>
        <source>No group at this threshold: no two students share enough text.</source>
        <translation>Ningún grupo con este umbral: no hay dos estudiantes que compartan suficiente texto.</translation>
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
        <translation>Cómo leer las puntuaciones</translation>
    </message>
    <message>
        <source>Every document is compared with every other. A pair is listed when its score reaches the threshold you set with the slider, or when the two documents share a passage long enough to look at whatever its share of a long essay (the “Listed for” column says which).</source>
        <translation>Cada documento se compara con todos los demás. Un par aparece en la lista cuando su puntuación alcanza el umbral que usted fija con el control deslizante, o cuando los dos documentos comparten un fragmento lo bastante largo como para mirarlo, sea cual sea su proporción en un ensayo largo (la columna «Listado por» indica cuál de los dos).</translation>
    </message>
    <message>
        <source>The threshold only filters what is shown: moving it never rescans.</source>
        <translation>El umbral solo filtra lo que se muestra: moverlo nunca vuelve a analizar.</translation>
    </message>
    <message>
        <source>What the colours mean</source>
        <translation>Qué significan los colores</translation>
    </message>
    <message>
        <source>In the side-by-side view each shared passage has a colour, and its twin in the other document has the same colour. Click a passage to bring its twin into view.</source>
        <translation>En la vista en paralelo cada fragmento compartido tiene un color, y su gemelo en el otro documento tiene el mismo color. Haga clic en un fragmento para que aparezca su gemelo.</translation>
    </message>
    <message>
        <source>Copied passages ({copied}) are filled with their colour.</source>
        <translation>Los fragmentos copiados ({copied}) se rellenan con su color.</translation>
    </message>
    <message>
        <source>Reworded passages ({reworded}) are outlined with a dashed line instead, and the words both sides share are in bold inside them. Each passage shows how alike its two sides are.</source>
        <translation>Los fragmentos reformulados ({reworded}) se rodean en cambio con una línea discontinua, y las palabras que comparten ambos lados aparecen en negrita dentro de ellos. Cada fragmento indica cuánto se parecen sus dos lados.</translation>
    </message>
    <message>
        <source>A reworded passage marked “{SHAPE_LABEL}” was found by its shape: its {SHAPE_WORDS}, as a tool swapping words for others of the same meaning leaves them. Its likeness is then low: the shape is the evidence, and the view says how many sentences show it.</source>
        <translation>Un fragmento reformulado marcado como «{SHAPE_LABEL}» se encontró por su forma: {SHAPE_WORDS}, tal como lo deja una herramienta que cambia palabras por otras del mismo significado. Su parecido es entonces bajo: la forma es la prueba, y la vista indica cuántas frases la muestran.</translation>
    </message>
    <message>
        <source>Greyed text did not count: the assignment or a template given to everyone, text common to most of the class, and text several essays have at the same place (a cover sheet, the question pasted at the top). Italic text on grey-blue is a quotation: one without a citation counts like any other text; one with a citation beside it is greyed too (quoted and cited: it did not count). Upright text on beige is a reference list, left out of the scores unless the settings count it.</source>
        <translation>El texto en gris no contó: el enunciado o una plantilla entregada a todos, el texto común a la mayor parte de la clase y el texto que varios trabajos tienen en el mismo lugar (una portada, la pregunta pegada al principio). El texto en cursiva sobre gris azulado es una cita: sin referencia cuenta como cualquier otro texto; con su referencia al lado también está en gris (citada con su fuente: no contó). El texto en redonda sobre beige es una bibliografía, fuera de las puntuaciones salvo que los ajustes la cuenten.</translation>
    </message>
    <message>
        <source>What is left out, and why</source>
        <extracomment>The guide&apos;s sections the report carries (the others are about the window).</extracomment>
        <translation>Qué se deja fuera y por qué</translation>
    </message>
    <message>
        <source>Files given to everyone (the assignment, a template) never count, wherever they occur.</source>
        <translation>Los archivos entregados a todos (el enunciado, una plantilla) nunca cuentan, aparezcan donde aparezcan.</translation>
    </message>
    <message>
        <source>Text that most of the class shares (set phrases, the question repeated) is left out, so that everyone answering the same question does not look like copying; so is text three or more students have at the top of their essays (a cover sheet&apos;s labels, the question they pasted), in a class of any size. A document in the folder that essays begin with, the question sheet, is used as the template and not compared.</source>
        <translation>El texto que comparte la mayor parte de la clase (frases hechas, la pregunta repetida) se deja fuera, para que todos los que responden a la misma pregunta no parezcan copiar; también el texto que tres o más estudiantes tienen al principio de su trabajo (los rótulos de una portada, la pregunta que pegaron), en una clase de cualquier tamaño. Un documento de la carpeta con el que empiezan los trabajos, la hoja de la pregunta, se usa como plantilla y no se compara.</translation>
    </message>
    <message>
        <source>A quotation with a citation beside it (Hartley, 2023), [3] or a note number is honest use of a source and does not count; a quotation without one counts, and is marked “quoted, no citation”. Two students&apos; sentences that both cite a source, or that both rework one sentence of a source in the folder, are not taken for copying from each other.</source>
        <translation>Una cita con su referencia al lado (Hartley, 2023), [3] o un número de nota es un uso honesto de una fuente y no cuenta; una cita sin referencia cuenta y se marca como «citado, sin referencia». Las frases de dos estudiantes que citan una misma fuente, o que reelaboran la misma frase de una fuente de la carpeta, no se toman por copia de uno a otro.</translation>
    </message>
    <message>
        <source>Reference lists are left out by default; every quotation can be left out in Settings. Both are always shown in their own style.</source>
        <translation>Las bibliografías se dejan fuera por defecto; todas las citas pueden dejarse fuera en Ajustes. Ambas se muestran siempre con su propio estilo.</translation>
    </message>
    <message>
        <source>A pair that shares nothing but part of one sentence (a set phrase such as “In this essay I will look at the main threats and”) is not listed.</source>
        <translation>Un par que solo comparte parte de una frase (una frase hecha como «En este ensayo voy a examinar las principales amenazas y») no aparece en la lista.</translation>
    </message>
    <message>
        <source>Very short matches (a few words in common) do not count: any two texts on one topic share some.</source>
        <translation>Las coincidencias muy cortas (unas pocas palabras en común) no cuentan: dos textos sobre un mismo tema siempre comparten algunas.</translation>
    </message>
    <message>
        <source>Files that could not be read are listed under File problems with the reason; the rest of the class is compared without them.</source>
        <translation>Los archivos que no se pudieron leer aparecen en Problemas de archivos con el motivo; el resto de la clase se compara sin ellos.</translation>
    </message>
    <message>
        <source>What a high score does and does not prove</source>
        <translation>Qué demuestra y qué no demuestra una puntuación alta</translation>
    </message>
    <message>
        <source>A high score means the two texts share wording. It does not say who copied from whom, or whether copying happened at all: both may have used the same source, quoted the same text, or worked together as they were allowed to.</source>
        <translation>Una puntuación alta significa que los dos textos comparten formulaciones. No dice quién copió de quién, ni siquiera si hubo copia: ambos pueden haber usado la misma fuente, citado el mismo texto o trabajado juntos como se les permitía.</translation>
    </message>
    <message>
        <source>A low score does not prove independence either: a short passage in a long essay is a small share (that is why long passages are listed whatever the score), and heavy rewording can hide some copying.</source>
        <translation>Una puntuación baja tampoco demuestra independencia: un fragmento corto en un ensayo largo es una proporción pequeña (por eso los fragmentos largos aparecen sea cual sea la puntuación), y una reformulación intensa puede ocultar parte de la copia.</translation>
    </message>
    <message>
        <source>The score is a reason to read both texts, never a verdict on its own.</source>
        <translation>La puntuación es un motivo para leer ambos textos, nunca un veredicto por sí sola.</translation>
    </message>
    <message>
        <source>Reviewing a pair fairly</source>
        <translation>Revisar un par con justicia</translation>
    </message>
    <message>
        <source>Read both passages in context, in the side-by-side view, before deciding.</source>
        <translation>Lea ambos fragmentos en su contexto, en la vista en paralelo, antes de decidir.</translation>
    </message>
    <message>
        <source>Check whether the shared text is a quotation, the question, a common source or set phrases.</source>
        <translation>Compruebe si el texto compartido es una cita, la pregunta, una fuente común o frases hechas.</translation>
    </message>
    <message>
        <source>Look at the other pairs of the same students (the Groups tab): a group sharing one source reads differently from two students sharing with each other.</source>
        <translation>Mire los otros pares de los mismos estudiantes (la pestaña Grupos): un grupo que comparte una misma fuente no se lee igual que dos estudiantes que comparten entre sí.</translation>
    </message>
    <message>
        <source>Record what you decided and why with a review state and a note; they are saved with the check and can go in the report.</source>
        <translation>Anote lo que decidió y por qué con un estado de revisión y una nota; se guardan con la comprobación y pueden figurar en el informe.</translation>
    </message>
    <message>
        <source>Talk with the student before concluding: they may have an explanation the texts do not show.</source>
        <translation>Hable con el estudiante antes de sacar conclusiones: puede tener una explicación que los textos no muestran.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Cómo funciona (avanzado)</translation>
    </message>
    <message>
        <source>Each text is cut into overlapping runs of {k} {units} (“shingles”), after folding case, invisible characters and look-alike letters. Two texts share wording when they share shingles.</source>
        <translation>Cada texto se corta en secuencias solapadas de {k} {units} («shingles»), tras unificar mayúsculas y minúsculas, caracteres invisibles y letras de aspecto idéntico. Dos textos comparten formulaciones cuando comparten shingles.</translation>
    </message>
    <message>
        <source>Comparing every pair exactly would take too long for a large class, so plagcheck first finds the pairs worth checking with a few searches. The whole-document search compares short fingerprints of each text (MinHash signatures) grouped in bands (locality-sensitive hashing): the chance that a pair is checked rises steeply with how alike the whole texts are (the S-curve shown under View). The passage search does the same for windows of each text, so that one copied paragraph in a long essay is found even though the essays as wholes are not alike; when finding reworded copying is on, a third search looks at windows of content words whatever their order, and a fourth at the order of the small words (the, of, in) and of the commas and full stops, which a synonym tool leaves where they were.</source>
        <translation>Comparar cada par exactamente llevaría demasiado tiempo en una clase grande, así que plagcheck encuentra primero, con unas pocas búsquedas, los pares que vale la pena comprobar. La búsqueda en documentos completos compara huellas cortas de cada texto (firmas MinHash) agrupadas en bandas (hashing sensible a la localidad): la probabilidad de que un par se compruebe crece bruscamente con el parecido de los textos completos (la curva en S, en Ver). La búsqueda de fragmentos hace lo mismo con ventanas de cada texto, de modo que un párrafo copiado en un ensayo largo se encuentra aunque los ensayos en conjunto no se parezcan; cuando la búsqueda de copia reformulada está activada, una tercera búsqueda examina ventanas de palabras de contenido sin importar su orden, y una cuarta el orden de las palabras pequeñas (el, de, en) y de las comas y los puntos, que una herramienta de sinónimos deja donde estaban.</translation>
    </message>
    <message>
        <source>Every pair found is then checked exactly: the shared shingles are counted and located in both texts, and nearby matches are joined into passages. Reworded passages are found by comparing the two texts sentence by sentence by their content words, whatever their order, and by the shape of their sentences: a paragraph whose words were swapped for synonyms one for one keeps its small words and the length of each sentence, sentence after sentence, and is found by that even where few of its words are left (it then shows a low likeness and is marked “{SHAPE_LABEL}”). The figures come from this exact check, never from the fingerprints.</source>
        <translation>Cada par encontrado se comprueba después exactamente: los shingles compartidos se cuentan y se localizan en ambos textos, y las coincidencias cercanas se unen en fragmentos. Los fragmentos reformulados se encuentran comparando los dos textos frase por frase por sus palabras de contenido, sin importar su orden, y por la forma de sus frases: un párrafo cuyas palabras se cambiaron una a una por sinónimos conserva sus palabras pequeñas y la longitud de cada frase, frase tras frase, y se encuentra por eso aunque queden pocas de sus palabras (muestra entonces un parecido bajo y se marca como «{SHAPE_LABEL}»). Las cifras proceden de esta comprobación exacta, nunca de las huellas.</translation>
    </message>
    <message>
        <source>“Similar overall” is the Jaccard similarity of the two sets of shingles; “A found in B” is the containment of A in B, with the words of reworded passages added.</source>
        <translation>«Parecido global» es la similitud de Jaccard de los dos conjuntos de shingles; «A en B» es la proporción de A contenida en B, sumadas las palabras de los fragmentos reformulados.</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Reading plagcheck&apos;s results&lt;/h1&gt;
</source>
        <translation>&lt;h1&gt;Leer los resultados de plagcheck&lt;/h1&gt;
</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>plagcheck guide</source>
        <translation>Guía de plagcheck</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>{count} checked pairs by score; threshold {threshold}</source>
        <translation>{count} pares comprobados por puntuación; umbral {threshold}</translation>
    </message>
    <message>
        <source>threshold {threshold}</source>
        <translation>umbral {threshold}</translation>
    </message>
    <message>
        <source>score (larger containment)</source>
        <translation>puntuación (la mayor proporción contenida)</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>pares</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>typed text</source>
        <extracomment>Characters a shared prefix or suffix may be cut at: never inside a word. What Canvas&apos;s file names call a submission typed into its text box (engine/reading/layouts.py), as shown.</extracomment>
        <translation>texto escrito</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>Adding to the library</source>
        <translation>Añadiendo a la biblioteca</translation>
    </message>
    <message>
        <source>Choose a folder of texts to add as a collection</source>
        <translation>Elegir una carpeta de textos para añadirla como colección</translation>
    </message>
    <message>
        <source>Name the collection</source>
        <translation>Nombrar la colección</translation>
    </message>
    <message>
        <source>Collection name (an existing name adds to that collection):</source>
        <translation>Nombre de la colección (un nombre existente añade a esa colección):</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Quitar la colección</translation>
    </message>
    <message>
        <source>Remove the collection {name} ({documents} documents) from the library? The original files are not touched.</source>
        <translation>¿Quitar de la biblioteca la colección {name} ({documents} documentos)? Los archivos originales no se tocan.</translation>
    </message>
    <message>
        <source>Choose the folder of an institution&apos;s archive</source>
        <translation>Elegir la carpeta del archivo de una institución</translation>
    </message>
    <message>
        <source>Add an archive</source>
        <translation>Añadir un archivo institucional</translation>
    </message>
    <message>
        <source>The archive&apos;s address, as your IT department gives it (or a folder):</source>
        <translation>La dirección del archivo, tal como la da su departamento de informática (o una carpeta):</translation>
    </message>
    <message>
        <source>cannot be used: {exc}</source>
        <translation>no se puede usar: {exc}</translation>
    </message>
    <message>
        <source>Added {added} documents to {name}</source>
        <translation>{added} documentos añadidos a {name}</translation>
    </message>
    <message>
        <source>; {already_there} were already in it</source>
        <translation>; {already_there} ya estaban</translation>
    </message>
    <message>
        <source> and {unreadable} more</source>
        <translation> y {unreadable} más</translation>
    </message>
    <message>
        <source>; {unreadable} could not be read ({shown}{more})</source>
        <translation>; {unreadable} no se pudieron leer ({shown}{more})</translation>
    </message>
    <message>
        <source>The library could not be opened: {exc}</source>
        <translation>No se pudo abrir la biblioteca: {exc}</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Colección</translation>
    </message>
    <message>
        <source>Adding {folder} as {name}…</source>
        <translation>Añadiendo {folder} como {name}…</translation>
    </message>
    <message>
        <source>{address} was not added: {documents}</source>
        <translation>{address} no se añadió: {documents}</translation>
    </message>
    <message>
        <source>Added the archive {address} ({documents} documents); the next scan uses it.</source>
        <translation>Archivo {address} añadido ({documents} documentos); el próximo análisis lo usará.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {exc}</source>
        <translation>No se pudo quitar {name}: {exc}</translation>
    </message>
    <message>
        <source>Removed {name} ({removed} documents).</source>
        <translation>{name} quitada ({removed} documentos).</translation>
    </message>
    <message>
        <source>{words}: {done} of {total}</source>
        <translation>{words}: {done} de {total}</translation>
    </message>
    <message>
        <source>Adding stopped with an error: {message}</source>
        <translation>La adición se detuvo por un error: {message}</translation>
    </message>
    <message>
        <source>Adding cancelled; the documents stored so far are kept.</source>
        <translation>Adición cancelada; se conservan los documentos guardados hasta ahora.</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>The reference library keeps texts the class may have copied from: last year&apos;s essays, a textbook chapter, web pages saved as files. Tick the collections the next scan should compare the class with; each student is compared with them, and they are never compared with each other. The library is kept in plagcheck&apos;s own data folder: the folders you add are only read.</source>
        <translation>La biblioteca de referencia guarda textos de los que la clase podría haber copiado: los ensayos del año pasado, un capítulo de un libro de texto, páginas web guardadas como archivos. Marque las colecciones con las que el próximo análisis debe comparar la clase; cada estudiante se compara con ellas, y ellas nunca se comparan entre sí. La biblioteca se guarda en la carpeta de datos propia de plagcheck: las carpetas que añade solo se leen.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Colección</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Documentos</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>An institution&apos;s archive of past submissions (a folder on a shared drive, or the address your IT department gives you) is only read: the class is compared with every document in it. Ticked archives are used by the next scan; an unticked one leaves this list when the dialog closes.</source>
        <translation>El archivo de entregas pasadas de una institución (una carpeta en una unidad compartida, o la dirección que le da su departamento de informática) solo se lee: la clase se compara con cada documento que contiene. Los archivos marcados los usa el próximo análisis; uno sin marcar sale de esta lista al cerrar la ventana.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivo institucional</translation>
    </message>
    <message>
        <source>Reference library</source>
        <translation>Biblioteca de referencia</translation>
    </message>
    <message>
        <source>The library is empty. Add a folder of texts as a collection to start.</source>
        <translation>La biblioteca está vacía. Añada una carpeta de textos como colección para empezar.</translation>
    </message>
    <message>
        <source>&amp;Add folder as collection…</source>
        <translation>&amp;Añadir carpeta como colección…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Add archive &amp;folder…</source>
        <translation>Añadir &amp;carpeta de archivo…</translation>
    </message>
    <message>
        <source>Add archive a&amp;ddress…</source>
        <translation>Añadir &amp;dirección de archivo…</translation>
    </message>
    <message>
        <source>Cancel adding</source>
        <translation>Cancelar la adición</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with this collection</source>
        <translation>Marcada: el próximo análisis compara la clase con esta colección</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with every document of this archive</source>
        <translation>Marcado: el próximo análisis compara la clase con cada documento de este archivo</translation>
    </message>
</context>
<context>
    <name>MainController</name>
    <message>
        <source>. Drop a folder of submissions, or the documents themselves.</source>
        <extracomment>The window asks about at most this many files that look like the assignment&apos;s question, one by one. Asks whether folders named like sources hold sources: (window, folders) -&gt; the confirmed ones. Asks before forgetting cached texts: (window, cache file, texts held) -&gt; True to go ahead. Asks whether a file that looks like the assignment&apos;s question is it: (window, its name) -&gt; True if so.</extracomment>
        <translation>. Suelte una carpeta de entregas, o los propios documentos.</translation>
    </message>
    <message>
        <source>Choose a folder of student work</source>
        <translation>Elegir una carpeta con trabajos de estudiantes</translation>
    </message>
    <message>
        <source>Choose documents to compare</source>
        <translation>Elegir los documentos que comparar</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documentos ({patterns});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{folder} no longer exists.</source>
        <translation>{folder} ya no existe.</translation>
    </message>
    <message>
        <source>Scanning {names} — plagcheck</source>
        <translation>Analizando {names} — plagcheck</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>the scan ended without a result</source>
        <translation>el análisis terminó sin resultado</translation>
    </message>
    <message>
        <source>Scanned in {seconds} s.</source>
        <translation>Analizado en {seconds} s.</translation>
    </message>
    <message>
        <source>{count} files look like the assignment&apos;s question; if one is, add it under Scan → Files given to everyone…</source>
        <translation>{count} archivos parecen el enunciado de la tarea; si alguno lo es, añádalo en Análisis → Archivos entregados a todos…</translation>
    </message>
    <message>
        <source>The scan stopped with an error: {message}</source>
        <translation>El análisis se detuvo por un error: {message}</translation>
    </message>
    <message>
        <source>Scan cancelled.</source>
        <translation>Análisis cancelado.</translation>
    </message>
    <message>
        <source> {missing} original files are no longer where they were; their saved text is shown.</source>
        <translation> {missing} archivos originales ya no están donde estaban; se muestra su texto guardado.</translation>
    </message>
    <message>
        <source>Opened {name}, saved {saved_at}.{missing}</source>
        <translation>{name} abierto, guardado {saved_at}.{missing}</translation>
    </message>
    <message>
        <source>{name}[*] — plagcheck</source>
        <translation>{name}[*] — plagcheck</translation>
    </message>
    <message>
        <source>plagcheck check</source>
        <translation>comprobación de plagcheck</translation>
    </message>
    <message>
        <source>The new language takes effect the next time plagcheck starts.</source>
        <translation>El nuevo idioma se aplicará la próxima vez que se inicie plagcheck.</translation>
    </message>
    <message>
        <source>Wait for the scan to end (or cancel it) to forget cached texts.</source>
        <translation>Espere a que termine el análisis (o cancélelo) para olvidar los textos en caché.</translation>
    </message>
    <message>
        <source>The cached texts could not be deleted: {exc}</source>
        <translation>No se pudieron borrar los textos en caché: {exc}</translation>
    </message>
    <message>
        <source>Forgot {text}.</source>
        <translation>Textos en caché olvidados: {text}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Results</source>
        <extracomment>Room left on the screen for the window&apos;s frame, which the window manager adds around it: the title bar above, a border on each side and below.</extracomment>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Estudiantes</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <extracomment>Asked before the window closes; False keeps it open (the controller sets it: unsaved reviews).</extracomment>
        <translation>Abrir &amp;carpeta…</translation>
    </message>
    <message>
        <source>Scan every document in a folder</source>
        <translation>Analizar cada documento de una carpeta</translation>
    </message>
    <message>
        <source>Open f&amp;iles…</source>
        <translation>Abrir a&amp;rchivos…</translation>
    </message>
    <message>
        <source>Scan chosen documents</source>
        <translation>Analizar los documentos elegidos</translation>
    </message>
    <message>
        <source>Open chec&amp;k…</source>
        <translation>Abrir com&amp;probación…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews</source>
        <translation>Abrir una comprobación guardada antes, con sus revisiones</translation>
    </message>
    <message>
        <source>&amp;Save check</source>
        <translation>&amp;Guardar comprobación</translation>
    </message>
    <message>
        <source>Save this check and its reviews to one file, to open later</source>
        <translation>Guardar esta comprobación y sus revisiones en un archivo, para abrirlo más tarde</translation>
    </message>
    <message>
        <source>Save check &amp;as…</source>
        <translation>Guardar comprobación &amp;como…</translation>
    </message>
    <message>
        <source>Save this check and its reviews to another file</source>
        <translation>Guardar esta comprobación y sus revisiones en otro archivo</translation>
    </message>
    <message>
        <source>&amp;Print pair…</source>
        <translation>&amp;Imprimir par…</translation>
    </message>
    <message>
        <source>Print the selected pair side by side, as the report shows it</source>
        <translation>Imprimir el par seleccionado en paralelo, como lo muestra el informe</translation>
    </message>
    <message>
        <source>Open document &amp;A</source>
        <translation>Abrir el documento &amp;A</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document A in the program that opens it</source>
        <translation>Abrir el documento A del par seleccionado con el programa que lo abre</translation>
    </message>
    <message>
        <source>Open document &amp;B</source>
        <translation>Abrir el documento &amp;B</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document B in the program that opens it</source>
        <translation>Abrir el documento B del par seleccionado con el programa que lo abre</translation>
    </message>
    <message>
        <source>Show A in its folder</source>
        <translation>Mostrar A en su carpeta</translation>
    </message>
    <message>
        <source>Open the folder holding document A</source>
        <translation>Abrir la carpeta que contiene el documento A</translation>
    </message>
    <message>
        <source>Show B in its folder</source>
        <translation>Mostrar B en su carpeta</translation>
    </message>
    <message>
        <source>Open the folder holding document B</source>
        <translation>Abrir la carpeta que contiene el documento B</translation>
    </message>
    <message>
        <source>&amp;Find in texts…</source>
        <translation>&amp;Buscar en los textos…</translation>
    </message>
    <message>
        <source>Find words in the two texts of the compare view</source>
        <translation>Buscar palabras en los dos textos de la vista de comparación</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Volver a analizar</translation>
    </message>
    <message>
        <source>Scan the same folder again</source>
        <translation>Analizar de nuevo la misma carpeta</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Exportar informe…</translation>
    </message>
    <message>
        <source>Save an HTML report of the pairs shown (also CSV or JSON)</source>
        <translation>Guardar un informe HTML de los pares mostrados (también CSV o JSON)</translation>
    </message>
    <message>
        <source>Export &amp;anonymised report…</source>
        <translation>Exportar informe &amp;anonimizado…</translation>
    </message>
    <message>
        <source>The same report with every student named by a pseudonym (Student 1, Student 2…)</source>
        <translation>El mismo informe con cada estudiante nombrado por un seudónimo (Estudiante 1, Estudiante 2…)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Cómo se comparan los documentos</translation>
    </message>
    <message>
        <source>&amp;Cancel scan</source>
        <translation>&amp;Cancelar análisis</translation>
    </message>
    <message>
        <source>Stop the scan that is running</source>
        <translation>Detener el análisis en curso</translation>
    </message>
    <message>
        <source>Class &amp;list…</source>
        <translation>&amp;Lista de clase…</translation>
    </message>
    <message>
        <source>Name the students from the class list your platform exports</source>
        <translation>Nombrar a los estudiantes según la lista de clase que exporta su plataforma</translation>
    </message>
    <message>
        <source>Files given to &amp;everyone…</source>
        <translation>Archivos entregados a &amp;todos…</translation>
    </message>
    <message>
        <source>The assignment or template every student got: its text never counts</source>
        <translation>El enunciado o la plantilla que recibió cada estudiante: su texto nunca cuenta</translation>
    </message>
    <message>
        <source>&amp;Sources in the class folder…</source>
        <translation>&amp;Fuentes en la carpeta de la clase…</translation>
    </message>
    <message>
        <source>Mark files or folders of the class as sources, not students&apos; work</source>
        <translation>Marcar archivos o carpetas de la clase como fuentes, no como trabajos de estudiantes</translation>
    </message>
    <message>
        <source>Reference &amp;library…</source>
        <translation>Biblioteca de &amp;referencia…</translation>
    </message>
    <message>
        <source>Collections of texts the class is compared with (last year&apos;s essays…)</source>
        <translation>Colecciones de textos con las que se compara la clase (los ensayos del año pasado…)</translation>
    </message>
    <message>
        <source>Open &amp;compare view</source>
        <translation>Abrir la vista de &amp;comparación</translation>
    </message>
    <message>
        <source>Show &amp;results</source>
        <translation>Mostrar &amp;resultados</translation>
    </message>
    <message>
        <source>Show &amp;groups</source>
        <translation>Mostrar &amp;grupos</translation>
    </message>
    <message>
        <source>Groups of students linked by shared text</source>
        <translation>Grupos de estudiantes unidos por texto compartido</translation>
    </message>
    <message>
        <source>Show &amp;students</source>
        <translation>Mostrar &amp;estudiantes</translation>
    </message>
    <message>
        <source>Each submission&apos;s highest match</source>
        <translation>La coincidencia más alta de cada entrega</translation>
    </message>
    <message>
        <source>Show the c&amp;lass</source>
        <translation>Mostrar la c&amp;lase</translation>
    </message>
    <message>
        <source>How the files were read: which student handed in what (correct it here)</source>
        <translation>Cómo se leyeron los archivos: qué entregó cada estudiante (corríjalo aquí)</translation>
    </message>
    <message>
        <source>Mark the selected pair: {lower}</source>
        <translation>Marcar el par seleccionado: {lower}</translation>
    </message>
    <message>
        <source>Mark this pair: {lower} (Ctrl+{number})</source>
        <translation>Marcar este par: {lower} (Ctrl+{number})</translation>
    </message>
    <message>
        <source>Write a &amp;note…</source>
        <translation>Escribir una &amp;nota…</translation>
    </message>
    <message>
        <source>Write a note about the selected pair</source>
        <translation>Escribir una nota sobre el par seleccionado</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Nota…</translation>
    </message>
    <message>
        <source>Write a note about this pair (F2)</source>
        <translation>Escribir una nota sobre este par (F2)</translation>
    </message>
    <message>
        <source>plagcheck &amp;guide</source>
        <translation>&amp;Guía de plagcheck</translation>
    </message>
    <message>
        <source>How to read the scores and colours, and how to review a pair fairly</source>
        <translation>Cómo leer las puntuaciones y los colores, y cómo revisar un par con justicia</translation>
    </message>
    <message>
        <source>How it &amp;works</source>
        <translation>Cómo &amp;funciona</translation>
    </message>
    <message>
        <source>The method behind the figures (advanced)</source>
        <translation>El método detrás de las cifras (avanzado)</translation>
    </message>
    <message>
        <source>Show &amp;copied passages only</source>
        <translation>Mostrar solo fragmentos &amp;copiados</translation>
    </message>
    <message>
        <source>Hide reworded passages and count copied text only (no rescan)</source>
        <translation>Ocultar los fragmentos reformulados y contar solo el texto copiado (sin volver a analizar)</translation>
    </message>
    <message>
        <source>Show the search &amp;curve (advanced)</source>
        <translation>Mostrar la &amp;curva de búsqueda (avanzado)</translation>
    </message>
    <message>
        <source>The chance the whole-document search checks a pair, by similarity</source>
        <translation>La probabilidad de que la búsqueda en documentos completos compruebe un par, según el parecido</translation>
    </message>
    <message>
        <source>&amp;Forget cached texts…</source>
        <translation>&amp;Olvidar textos en caché…</translation>
    </message>
    <message>
        <source>Delete the texts kept from files already read (the next scan reads every file again)</source>
        <translation>Borrar los textos guardados de archivos ya leídos (el próximo análisis volverá a leer cada archivo)</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>Mostrar la carpeta del &amp;registro</translation>
    </message>
    <message>
        <source>&amp;About plagcheck</source>
        <translation>&amp;Acerca de plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>A&amp;nálisis</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;visión</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Cómo funciona</translation>
    </message>
</context>
<context>
    <name>MatchMap</name>
    <message>
        <source>Where the shared passages are in each document. Click a band to select it.</source>
        <translation>Dónde están los fragmentos compartidos en cada documento. Haga clic en una banda para seleccionarla.</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <source>Similarity report: {name}, {date}</source>
        <translation>Informe de similitud: {name}, {date}</translation>
    </message>
    <message>
        <source>Similarity report, {date}</source>
        <translation>Informe de similitud, {date}</translation>
    </message>
    <message>
        <source>anonymised similarity report</source>
        <translation>informe de similitud anonimizado</translation>
    </message>
    <message>
        <source>similarity report</source>
        <translation>informe de similitud</translation>
    </message>
    <message>
        <source>anonymised pairs</source>
        <translation>pares anonimizados</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>pares</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>compared only in part: this pair took over {seconds} s to compare (the files may be built to stall the check), so passages past the point reached were not looked for, reworded ones not at all, and its scores count every shared phrase; compare the two files by hand</source>
        <extracomment>Every notice&apos;s English text by key ({name}: a value of the notice).</extracomment>
        <translation>comparado solo en parte: este par tardó más de {seconds} s en compararse (los archivos pueden estar hechos para bloquear la revisión), así que no se buscaron los pasajes tras el punto alcanzado, los reformulados en absoluto, y sus puntuaciones cuentan cada expresión común; compare los dos archivos a mano</translation>
    </message>
    <message>
        <source>shown in part: this pair shares more than {passages} separate passages (one file may be the other&apos;s pieces shuffled and repeated), so only the longest {passages} are shown, reworded ones were not looked for, and its scores count every passage; compare the two files by hand</source>
        <translation>mostrado en parte: este par comparte más de {passages} pasajes distintos (un archivo puede ser los trozos del otro mezclados y repetidos), así que solo se muestran los {passages} más largos, no se buscaron los reformulados y sus puntuaciones cuentan cada pasaje; compare los dos archivos a mano</translation>
    </message>
    <message>
        <source>not compared in full: comparing this pair took too long or failed, so no passage was looked for and its scores count every shared phrase; compare the two files by hand</source>
        <translation>no comparado por completo: comparar este par tardó demasiado o falló, así que no se buscó ningún pasaje y sus puntuaciones cuentan cada expresión común; compare los dos archivos a mano</translation>
    </message>
    <message>
        <source>The memory limit for reading files could not be set on this system: a file built to exhaust memory was stopped only by the limits inside the readers and the time limit.</source>
        <translation>No se pudo fijar el límite de memoria para leer archivos en este sistema: un archivo hecho para agotar la memoria solo lo detuvieron los límites de los lectores y el límite de tiempo.</translation>
    </message>
    <message>
        <source>Files were read with less memory than usual: this program runs under a memory limit set outside it (ulimit -v, a container or a batch system), which left each reader {least} MB instead of {usual} MB; a file that needed more is listed as too large to read.</source>
        <translation>Los archivos se leyeron con menos memoria de lo habitual: este programa funciona bajo un límite de memoria fijado fuera de él (ulimit -v, un contenedor o un sistema de lotes), que dejó a cada lector {least} MB en lugar de {usual} MB; un archivo que necesitaba más figura como demasiado grande para leerse.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they hold more than {files} files in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Solo se leyó parte de los zips: contienen más de {files} archivos en total, como ninguna clase. No leídos (listados en Problemas de archivos): {zips}; los archivos de los zips listados antes se revisaron.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they unpack to more than {gigabytes} GB in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Solo se leyó parte de los zips: descomprimidos ocupan más de {gigabytes} GB en total, como ninguna clase. No leídos (listados en Problemas de archivos): {zips}; los archivos de los zips listados antes se revisaron.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: listing them took more than {seconds} s, as no class&apos;s does. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Solo se leyó parte de los zips: listarlos tardó más de {seconds} s, como con ninguna clase. No leídos (listados en Problemas de archivos): {zips}; los archivos de los zips listados antes se revisaron.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} words of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Para no salirse de su presupuesto de memoria, el análisis comparó solo en parte los archivos más largos ({files}, listados en Problemas de archivos): compara como mucho {units} palabras de un archivo, y tanto de la clase como caben en unos {megabytes} MB de memoria.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} characters of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Para no salirse de su presupuesto de memoria, el análisis comparó solo en parte los archivos más largos ({files}, listados en Problemas de archivos): compara como mucho {units} caracteres de un archivo, y tanto de la clase como caben en unos {megabytes} MB de memoria.</translation>
    </message>
    <message>
        <source>the unit must be &apos;word&apos; or &apos;char&apos;, not {value}</source>
        <translation>la unidad debe ser «word» o «char», no {value}</translation>
    </message>
    <message>
        <source>k must be between 1 and 50 (the length of a run), not {value}</source>
        <translation>la longitud de las secuencias (k) debe estar entre 1 y 50, no {value}</translation>
    </message>
    <message>
        <source>num-perm must be between 16 and 1024 (the fingerprints per document), not {value}</source>
        <translation>las huellas por documento (num-perm) deben estar entre 16 y 1024, no {value}</translation>
    </message>
    <message>
        <source>the threshold must be between 0 and 1, not {value}</source>
        <translation>el umbral debe estar entre 0 y 1, no {value}</translation>
    </message>
    <message>
        <source>the smallest overlap kept (min-score) must be between 0 and 1, not {value}</source>
        <translation>la coincidencia mínima conservada (min-score) debe estar entre 0 y 1, no {value}</translation>
    </message>
    <message>
        <source>the lowest threshold (lowest-threshold) must be between 0 and 1, not {value}</source>
        <translation>el umbral más bajo (lowest-threshold) debe estar entre 0 y 1, no {value}</translation>
    </message>
    <message>
        <source>the share of documents that makes a phrase common (common-share) must be between 0 and 1, not {value}</source>
        <translation>la proporción de documentos que hace común una expresión (common-share) debe estar entre 0 y 1, no {value}</translation>
    </message>
    <message>
        <source>give both bands and rows, or neither</source>
        <translation>indique a la vez bandas y filas, o ninguna de las dos</translation>
    </message>
    <message>
        <source>bands x rows must be at least 1 and at most the fingerprints per document ({num_perm}), not {bands} x {rows}</source>
        <translation>bandas × filas debe ser al menos 1 y como mucho las huellas por documento ({num_perm}), no {bands} × {rows}</translation>
    </message>
    <message>
        <source>the gap joined inside a passage and the shortest passage cannot be negative</source>
        <translation>el hueco unido dentro de un pasaje y el pasaje más corto no pueden ser negativos</translation>
    </message>
    <message>
        <source>the long-passage rule&apos;s number of words cannot be negative</source>
        <translation>el número de palabras de la regla de pasajes largos no puede ser negativo</translation>
    </message>
    <message>
        <source>the file size limit must be positive</source>
        <translation>el límite de tamaño de archivo debe ser positivo</translation>
    </message>
    <message>
        <source>the layout must be one of {layouts}, not {value}</source>
        <translation>la disposición debe ser una de {layouts}, no {value}</translation>
    </message>
    <message>
        <source>unknown encoding, or not one a text file is written in: {value}</source>
        <translation>codificación desconocida, o que no sirve para escribir un archivo de texto: {value}</translation>
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
        <translation>Listado por</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>long passage</source>
        <extracomment>Review states in the order the Review column sorts them (undecided first, as the teacher works through them). Marks a review that has a note, after the state&apos;s label. Stands for &quot;leave this filter as it is&quot; (None is a real value of the state filter: every state). The score of every verified pair, in rank order (also what the histogram counts).</extracomment>
        <translation>fragmento largo</translation>
    </message>
    <message>
        <source> Copied text only.</source>
        <translation> Solo texto copiado.</translation>
    </message>
    <message>
        <source>Why the pair is listed: its score reaches the threshold, or it shares a passage long enough to look at whatever its score.</source>
        <translation>Por qué aparece el par: su puntuación alcanza el umbral, o comparte un fragmento lo bastante largo como para mirarlo sea cual sea su puntuación.</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Not used</source>
        <translation>No usado</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Omitido</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Read in another encoding…</source>
        <translation>Leer con otra codificación…</translation>
    </message>
    <message>
        <source>For a text file whose letters came out wrong: choose how to read it</source>
        <translation>Para un archivo de texto cuyas letras salieron mal: elegir cómo leerlo</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>(the whole scan)</source>
        <translation>(todo el análisis)</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Modificado</translation>
    </message>
    <message>
        <source>File problems ({count}): some files changed since this check was saved</source>
        <translation>Problemas de archivos ({count}): algunos archivos cambiaron desde que se guardó esta comprobación</translation>
    </message>
    <message>
        <source>File problems ({problems}): these files were not compared, or only partly</source>
        <translation>Problemas de archivos ({problems}): estos archivos no se compararon, o solo en parte</translation>
    </message>
    <message>
        <source>File problems: none, every file was read</source>
        <translation>Problemas de archivos: ninguno, se leyeron todos los archivos</translation>
    </message>
    <message>
        <source> · 1 note on how files were read (listed last)</source>
        <translation> · 1 nota sobre cómo se leyeron los archivos (al final)</translation>
    </message>
    <message>
        <source> · {notes} notes on how files were read (listed last)</source>
        <translation> · {notes} notas sobre cómo se leyeron los archivos (al final)</translation>
    </message>
    <message>
        <source> · the scan could not compare everything as usual (first rows)</source>
        <translation> · el análisis no pudo compararlo todo como de costumbre (primeras filas)</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>Cancel scan</source>
        <translation>Cancelar análisis</translation>
    </message>
    <message>
        <source>Stop this scan (Esc)</source>
        <translation>Detener este análisis (Esc)</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>Buscando documentos…</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>references</source>
        <translation>bibliografía</translation>
    </message>
    <message>
        <source>Passage {number} of {count}</source>
        <translation>Fragmento {number} de {count}</translation>
    </message>
    <message>
        <source>ok</source>
        <extracomment>A document&apos;s status (models.DocumentRecord.status) as the report&apos;s tables name it.</extracomment>
        <translation>leído</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>omitido</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>Template text: did not count</source>
        <extracomment>What the script says of a piece of text by its style bits (report.js), translated into the report&apos;s language.</extracomment>
        <translation>Texto de plantilla: no contó</translation>
    </message>
    <message>
        <source>Common text (shared by most of the class): did not count</source>
        <translation>Texto común (compartido por la mayor parte de la clase): no contó</translation>
    </message>
    <message>
        <source>Text several essays have at the same place (a cover sheet, the question): did not count</source>
        <translation>Texto que varios trabajos tienen en el mismo lugar (una portada, la pregunta): no contó</translation>
    </message>
    <message>
        <source>Quoted, no citation: counted</source>
        <translation>Citado, sin referencia: cuenta</translation>
    </message>
    <message>
        <source>Quoted and cited: did not count</source>
        <translation>Citado con referencia: no contó</translation>
    </message>
    <message>
        <source>Reference list</source>
        <translation>Bibliografía</translation>
    </message>
    <message>
        <source>A word the other side&apos;s passage also has</source>
        <translation>Una palabra que también tiene el fragmento del otro lado</translation>
    </message>
    <message>
        <source>Reworded: the same content in other words or order</source>
        <translation>Reformulado: el mismo contenido con otras palabras o en otro orden</translation>
    </message>
    <message>
        <source>no quotation counted</source>
        <translation>no contó ninguna cita</translation>
    </message>
    <message>
        <source>quotations with a citation did not count, quotations without one did</source>
        <translation>las citas con referencia no contaron, las citas sin ella sí</translation>
    </message>
    <message>
        <source>quotations counted, with a citation or without</source>
        <translation>las citas contaron, con referencia o sin ella</translation>
    </message>
    <message>
        <source>reference lists did not count</source>
        <translation>las bibliografías no contaron</translation>
    </message>
    <message>
        <source>reference lists counted</source>
        <translation>las bibliografías contaron</translation>
    </message>
    <message>
        <source>in this scan {quotations}; {lists}</source>
        <translation>en este análisis {quotations}; {lists}</translation>
    </message>
    <message>
        <source>yes (file and folder names; students&apos; names, numbers and e-mail addresses in the texts and notes)</source>
        <translation>sí (nombres de archivos y carpetas; nombres, números y direcciones de correo de los estudiantes en los textos y las notas)</translation>
    </message>
    <message>
        <source>{count} selected</source>
        <translation>{count} elegidos</translation>
    </message>
    <message>
        <source>{count} at or above the threshold</source>
        <translation>{count} en el umbral o por encima</translation>
    </message>
    <message>
        <source>plagcheck version</source>
        <translation>versión de plagcheck</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Escrito</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Anonymised</source>
        <translation>Anonimizado</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Review states</source>
        <translation>Estados de revisión</translation>
    </message>
    <message>
        <source>included</source>
        <translation>incluidos</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>no incluidos</translation>
    </message>
    <message>
        <source>Pairs compared closely</source>
        <translation>Pares comparados de cerca</translation>
    </message>
    <message>
        <source>Checked pairs kept</source>
        <translation>Pares comprobados conservados</translation>
    </message>
    <message>
        <source>{count} (score ≥ {lowest})</source>
        <translation>{count} (puntuación ≥ {lowest})</translation>
    </message>
    <message>
        <source>Template phrases ignored</source>
        <translation>Frases de plantilla ignoradas</translation>
    </message>
    <message>
        <source>Common phrases ignored</source>
        <translation>Frases comunes ignoradas</translation>
    </message>
    <message>
        <source>LSH bands × rows</source>
        <translation>Bandas × filas LSH</translation>
    </message>
    <message>
        <source>{bands} × {rows} of {permutations}</source>
        <translation>{bands} × {rows} de {permutations}</translation>
    </message>
    <message>
        <source>LSH S-curve midpoint</source>
        <translation>Punto medio de la curva en S del LSH</translation>
    </message>
    <message>
        <source>Similarity report: %(name)s</source>
        <translation>Informe de similitud: %(name)s</translation>
    </message>
    <message>
        <source>Similarity report</source>
        <translation>Informe de similitud</translation>
    </message>
    <message>
        <source>plagcheck %(version)s · written %(when)s · threshold %(threshold)s</source>
        <translation>plagcheck %(version)s · escrito el %(when)s · umbral %(threshold)s</translation>
    </message>
    <message>
        <source>JavaScript is off in this browser, so the side-by-side texts are not shown. Every score and the list of shared passages below are complete without it.</source>
        <translation>JavaScript está desactivado en este navegador, así que no se muestran los textos en paralelo. Todas las puntuaciones y la lista de fragmentos compartidos de abajo están completas sin él.</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report).</source>
        <translation>Anonimizado: los nombres de los documentos y las rutas de los archivos se sustituyen por «Estudiante 1», «Estudiante 2», … (el mismo estudiante tiene el mismo número en todo el informe).</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report; reference-library documents are “Reference n”).</source>
        <translation>Anonimizado: los nombres de los documentos y las rutas de los archivos se sustituyen por «Estudiante 1», «Estudiante 2», … (el mismo estudiante tiene el mismo número en todo el informe; los documentos de la biblioteca de referencia son «Referencia n»).</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts and the review notes are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Los nombres de los estudiantes, sus números y sus direcciones de correo electrónico escritos en los textos y en las notas de revisión se tapan con ███ donde se pueden reconocer: un nombre que también es el de un archivo o una carpeta, o un campo como «Nombre:» o «Número de estudiante».</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Los nombres de los estudiantes, sus números y sus direcciones de correo electrónico escritos en los textos se tapan con ███ donde se pueden reconocer: un nombre que también es el de un archivo o una carpeta, o un campo como «Nombre:» o «Número de estudiante».</translation>
    </message>
    <message>
        <source>A name written anywhere else may remain: read the texts before you share this report.</source>
        <translation>Un nombre escrito en otro lugar puede quedar: lea los textos antes de compartir este informe.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pair chosen by the person who exported it, whatever its score.</source>
        <translation>Este informe solo contiene %(num)s par, elegido por quien lo exportó, sea cual sea su puntuación.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pairs chosen by the person who exported it, whatever their score.</source>
        <translation>Este informe solo contiene los %(num)s pares elegidos por quien lo exportó, sea cual sea su puntuación.</translation>
    </message>
    <message>
        <source>The threshold (%(threshold)s) is below the lowest score this scan kept (%(lowest)s): pairs scoring between the two were not kept and are not listed.</source>
        <translation>El umbral (%(threshold)s) está por debajo de la puntuación más baja que conservó este análisis (%(lowest)s): los pares con puntuaciones entre ambas no se conservaron y no aparecen.</translation>
    </message>
    <message>
        <source>files (%(compared)s compared)</source>
        <translation>archivos (%(compared)s comparados)</translation>
    </message>
    <message>
        <source>source texts compared with them</source>
        <translation>textos fuente comparados con ellos</translation>
    </message>
    <message>
        <source>pairs selected</source>
        <translation>pares elegidos</translation>
    </message>
    <message>
        <source>pairs listed at %(threshold)s</source>
        <translation>pares listados con %(threshold)s</translation>
    </message>
    <message>
        <source>pairs at or above %(threshold)s</source>
        <translation>pares con %(threshold)s o más</translation>
    </message>
    <message>
        <source>checked pairs kept (score ≥ %(lowest)s)</source>
        <translation>pares comprobados conservados (puntuación ≥ %(lowest)s)</translation>
    </message>
    <message>
        <source>files with problems</source>
        <translation>archivos con problemas</translation>
    </message>
    <message>
        <source>How to read this report</source>
        <translation>Cómo leer este informe</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold, or when the two documents share a passage of at least %(length)s %(units)s whatever its share of a long essay (“Listed for” says which).</source>
        <translation>Cada documento se comparó con todos los demás. Un par aparece cuando su &lt;strong&gt;puntuación&lt;/strong&gt; alcanza el umbral, o cuando los dos documentos comparten un fragmento de al menos %(length)s %(units)s, sea cual sea su proporción en un ensayo largo («Listado por» indica cuál de los dos).</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold.</source>
        <translation>Cada documento se comparó con todos los demás. Un par aparece cuando su &lt;strong&gt;puntuación&lt;/strong&gt; alcanza el umbral.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;This report counts copied text only:&lt;/strong&gt; reworded passages are left out of the figures and the texts.</source>
        <translation>&lt;strong&gt;Este informe solo cuenta el texto copiado:&lt;/strong&gt; los fragmentos reformulados quedan fuera de las cifras y de los textos.</translation>
    </message>
    <message>
        <source>Similar text is a reason to look closer, not proof of copying: quotations, set texts and shared templates also match.</source>
        <translation>Un texto parecido es un motivo para mirar más de cerca, no una prueba de copia: las citas, los textos impuestos y las plantillas comunes también coinciden.</translation>
    </message>
    <message>
        <source>Shared passages are highlighted in both texts with the same colour, underline style and number.</source>
        <translation>Los fragmentos compartidos se resaltan en ambos textos con el mismo color, el mismo subrayado y el mismo número.</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>copiado</translation>
    </message>
    <message>
        <source>reworded with &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words</source>
        <translation>reformulado, con palabras &lt;span class=&quot;sw&quot;&gt;compartidas&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, with the words both sides share in bold.</source>
        <translation>%(words)s, con un contorno discontinuo y en negrita las palabras que comparten ambos lados.</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>traducido</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, its two languages named in the list of passages.</source>
        <translation>%(words)s, con un contorno discontinuo y sus dos idiomas indicados en la lista de fragmentos.</translation>
    </message>
    <message>
        <source>A reworded passage marked &lt;em&gt;%(label)s&lt;/em&gt; was found by its shape: its %(words)s.</source>
        <translation>Un fragmento reformulado marcado como &lt;em&gt;%(label)s&lt;/em&gt; se encontró por su forma: %(words)s.</translation>
    </message>
    <message>
        <source>In the texts:</source>
        <translation>En los textos:</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig ig-template&quot;&gt;template text&lt;/span&gt; (given to everyone), &lt;span class=&quot;sample ig ig-common&quot;&gt;common text&lt;/span&gt; (shared by most of the class) and &lt;span class=&quot;sample ig ig-placed&quot;&gt;text several essays have at the same place&lt;/span&gt; (a cover sheet, the question pasted at the top) are greyed: they did not count towards any score.</source>
        <translation>el &lt;span class=&quot;sample ig ig-template&quot;&gt;texto de plantilla&lt;/span&gt; (entregado a todos), el &lt;span class=&quot;sample ig ig-common&quot;&gt;texto común&lt;/span&gt; (compartido por la mayor parte de la clase) y el &lt;span class=&quot;sample ig ig-placed&quot;&gt;texto que varios trabajos tienen en el mismo lugar&lt;/span&gt; (una portada, la pregunta pegada al principio) aparecen en gris: no contaron en ninguna puntuación.</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;a quotation with a citation beside it&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;a quotation without one&lt;/span&gt; and &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;a reference list&lt;/span&gt; are marked with a side rule and a label; %(counted)s (see the scan settings).</source>
        <translation>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;Una cita con su referencia al lado&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;una cita sin ella&lt;/span&gt; y &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;una bibliografía&lt;/span&gt; se marcan con una raya lateral y una etiqueta; %(counted)s (véanse los ajustes del análisis).</translation>
    </message>
    <message>
        <source>Documents marked &lt;span class=&quot;ref-tag&quot;&gt;reference: …&lt;/span&gt; come from the reference library (earlier years, sources) and were compared with the class only.</source>
        <translation>Los documentos marcados con &lt;span class=&quot;ref-tag&quot;&gt;referencia: …&lt;/span&gt; proceden de la biblioteca de referencia (años anteriores, fuentes) y solo se compararon con la clase.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Cómo funciona (avanzado)</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pares</translation>
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
        <translation>Listado por</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>chosen by hand</source>
        <extracomment>The columns of a scan counted in words (the default unit), in English. Added after the other columns when the export carries reviews (in English). A spreadsheet runs a cell starting with one of these as a formula; file names are student-controlled.</extracomment>
        <translation>elegido a mano</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
    <message>
        <source>No pair was selected.</source>
        <translation>No se eligió ningún par.</translation>
    </message>
    <message>
        <source>No pair scores at or above %(threshold)s.</source>
        <translation>Ningún par alcanza %(threshold)s.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s group of three or more.</source>
        <translation>Estudiantes unidos por una cadena de los pares anteriores: %(num)s grupo de tres o más.</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s groups of three or more.</source>
        <translation>Estudiantes unidos por una cadena de los pares anteriores: %(num)s grupos de tres o más.</translation>
    </message>
    <message>
        <source>Each line is a pair, thicker for a higher score; its colour and dash pattern give the review state:</source>
        <translation>Cada línea es un par, más gruesa cuanto mayor es la puntuación; su color y su trazo indican el estado de revisión:</translation>
    </message>
    <message>
        <source>Reference documents join no group.</source>
        <translation>Los documentos de referencia no forman parte de ningún grupo.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;Group %(number)s&lt;/strong&gt;: %(students)s students, highest score %(score)s.</source>
        <translation>&lt;strong&gt;Grupo %(number)s&lt;/strong&gt;: %(students)s estudiantes, puntuación más alta %(score)s.</translation>
    </message>
    <message>
        <source>Scores of all checked pairs</source>
        <translation>Puntuaciones de todos los pares comprobados</translation>
    </message>
    <message>
        <source>Bars count the checked pairs by score; solid bars hold pairs at or above the threshold (dashed line), hatched bars pairs below it. Pairs scoring under %(lowest)s are not kept by the scan and not counted.</source>
        <translation>Las barras cuentan los pares comprobados por puntuación; las barras llenas contienen los pares en el umbral o por encima (línea discontinua), las rayadas los de debajo. Los pares con una puntuación inferior a %(lowest)s no los conserva el análisis ni se cuentan.</translation>
    </message>
    <message>
        <source>Files with problems</source>
        <translation>Archivos con problemas</translation>
    </message>
    <message>
        <source>The whole scan:</source>
        <translation>Todo el análisis:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <source>no text to compare</source>
        <translation>no hay texto que comparar</translation>
    </message>
    <message>
        <source>template</source>
        <translation>plantilla</translation>
    </message>
    <message>
        <source>no text: nothing of it was ignored</source>
        <translation>sin texto: no se dejó fuera nada de ella</translation>
    </message>
    <message>
        <source>Every file was read without a problem.</source>
        <translation>Todos los archivos se leyeron sin problemas.</translation>
    </message>
    <message>
        <source>Notes on how files were read</source>
        <translation>Notas sobre cómo se leyeron los archivos</translation>
    </message>
    <message>
        <source>These files were read in full and compared; the notes are for information.</source>
        <translation>Estos archivos se leyeron completos y se compararon; las notas son informativas.</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Ajustes del análisis</translation>
    </message>
    <message>
        <source>This report</source>
        <translation>Este informe</translation>
    </message>
    <message>
        <source>Advanced: the method&apos;s settings</source>
        <translation>Avanzado: los ajustes del método</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Entradas</translation>
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
        <translation>Caracteres</translation>
    </message>
    <message>
        <source>(identical to #%(number)s)</source>
        <translation>(idéntico al n.º %(number)s)</translation>
    </message>
    <message>
        <source>(not on the class list)</source>
        <translation>(no está en la lista de clase)</translation>
    </message>
    <message>
        <source>(its cover sheet names %(name)s)</source>
        <translation>(su portada nombra a %(name)s)</translation>
    </message>
    <message>
        <source>earlier attempt, not checked: %(file)s</source>
        <translation>intento anterior, no comprobado: %(file)s</translation>
    </message>
    <message>
        <source>not compared: %(file)s</source>
        <translation>no comparado: %(file)s</translation>
    </message>
    <message>
        <source>The class list</source>
        <translation>La lista de clase</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s student, of whom %(present)s handed work in.</source>
        <translation>Los estudiantes se nombran como los nombra la lista de clase %(file)s (%(kind)s): incluye %(num)s estudiante, de los que %(present)s entregó trabajo.</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s students, of whom %(present)s handed work in.</source>
        <translation>Los estudiantes se nombran como los nombra la lista de clase %(file)s (%(kind)s): incluye %(num)s estudiantes, de los que %(present)s entregaron trabajo.</translation>
    </message>
    <message>
        <source>On the class list, handed nothing in</source>
        <translation>En la lista de clase, no entregó nada</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>Correo electrónico</translation>
    </message>
    <message>
        <source>Every student on the class list handed work in.</source>
        <translation>Todos los estudiantes de la lista de clase entregaron trabajo.</translation>
    </message>
    <message>
        <source>Not on the class list: these files matched no student on it, and keep their own names.</source>
        <translation>No están en la lista de clase: estos archivos no coinciden con ningún estudiante de la lista y conservan su propio nombre.</translation>
    </message>
    <message>
        <source>Template files</source>
        <translation>Archivos de plantilla</translation>
    </message>
    <message>
        <source>Text given to everyone (the assignment, a template): wherever it occurs in a document it did not count.</source>
        <translation>Texto entregado a todos (el enunciado, una plantilla): aparezca donde aparezca en un documento, no contó.</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Plantilla</translation>
    </message>
    <message>
        <source>Pairs side by side</source>
        <translation>Los pares en paralelo</translation>
    </message>
    <message>
        <source>Pair %(rank)s: %(a)s and %(b)s</source>
        <translation>Par %(rank)s: %(a)s y %(b)s</translation>
    </message>
    <message>
        <source>← previous pair</source>
        <translation>← par anterior</translation>
    </message>
    <message>
        <source>pair list</source>
        <translation>lista de pares</translation>
    </message>
    <message>
        <source>next pair →</source>
        <translation>par siguiente →</translation>
    </message>
    <message>
        <source>Print this pair</source>
        <translation>Imprimir este par</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s, anonymised).</source>
        <translation>Del informe de similitud escrito por plagcheck %(version)s el %(when)s (umbral %(threshold)s, anonimizado).</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s).</source>
        <translation>Del informe de similitud escrito por plagcheck %(version)s el %(when)s (umbral %(threshold)s).</translation>
    </message>
    <message>
        <source>Teacher’s note:</source>
        <translation>Nota del docente:</translation>
    </message>
    <message>
        <source>Compared only in part:</source>
        <translation>Comparado solo en parte:</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Fragmento anterior</translation>
    </message>
    <message>
        <source>%(num)s passage</source>
        <translation>%(num)s fragmento</translation>
    </message>
    <message>
        <source>%(num)s passages</source>
        <translation>%(num)s fragmentos</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Fragmento siguiente ▶</translation>
    </message>
    <message>
        <source>Click a highlighted passage to bring its twin into view · keys n / p: next / previous passage, N / P: next / previous pair</source>
        <translation>Haga clic en un fragmento resaltado para que aparezca su gemelo · teclas n / p: fragmento siguiente / anterior, N / P: par siguiente / anterior</translation>
    </message>
    <message>
        <source>reworded, &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words bold</source>
        <translation>reformulado, palabras &lt;span class=&quot;sw&quot;&gt;compartidas&lt;/span&gt; en negrita</translation>
    </message>
    <message>
        <source>Also shown:</source>
        <translation>También se muestra:</translation>
    </message>
    <message>
        <source>template text</source>
        <translation>texto de plantilla</translation>
    </message>
    <message>
        <source>common text</source>
        <translation>texto común</translation>
    </message>
    <message>
        <source>text at the same place in several essays</source>
        <translation>texto en el mismo lugar en varios trabajos</translation>
    </message>
    <message>
        <source>(greyed: did not count)</source>
        <translation>(en gris: no contó)</translation>
    </message>
    <message>
        <source>quoted and cited</source>
        <translation>citado con referencia</translation>
    </message>
    <message>
        <source>(did not count)</source>
        <translation>(no contó)</translation>
    </message>
    <message>
        <source>quoted, no citation</source>
        <extracomment>How alike its two sides are, written as a percentage. What a passage standing on its shape stands on, in plain words (vocabulary.basis_text), else &quot;&quot;. Its kind in plain words: &quot;copied&quot;, &quot;reworded&quot;, &quot;translated (French ← English)&quot; (vocabulary.kind_text). The teacher&apos;s review, or None when the report carries no reviews. The common-source sentence when both students match the same reference, else &quot;&quot;. The kinds of specially shown text in either side (&quot;template&quot;, &quot;quote&quot;...), for the pair&apos;s legend. Every figure of the pair as shown, in plagcheck.vocabulary.FIGURES order. Why the pair is listed, in plain words (&quot;&quot; for a pair selected by hand). True when it is listed for a long passage only (its score is below the threshold). The labels the style sheet writes before quotations and reference lists (report.css, `content:`).</extracomment>
        <translation>citado, sin referencia</translation>
    </message>
    <message>
        <source>reference list</source>
        <translation>bibliografía</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Fragmento</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>How alike the two sides are</source>
        <translation>Cuánto se parecen los dos lados</translation>
    </message>
    <message>
        <source>Alike</source>
        <translation>Parecido</translation>
    </message>
    <message>
        <source>In A (%(units)s)</source>
        <translation>En A (%(units)s)</translation>
    </message>
    <message>
        <source>In B (%(units)s)</source>
        <translation>En B (%(units)s)</translation>
    </message>
    <message>
        <source>Begins (in A)</source>
        <translation>Empieza (en A)</translation>
    </message>
    <message>
        <source>No passage long enough to list: the shared wording is scattered in short pieces.</source>
        <translation>Ningún fragmento es lo bastante largo para listarlo: las formulaciones compartidas están dispersas en trozos cortos.</translation>
    </message>
    <message>
        <source>Written by plagcheck %(version)s on %(when)s. This file is self-contained: it loads nothing from the network and needs nothing beside it.</source>
        <translation>Escrito por plagcheck %(version)s el %(when)s. Este archivo es autónomo: no carga nada de la red y no necesita nada a su lado.</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>{rowCount} of {total_pairs} checked pairs listed</source>
        <translation>{rowCount} de {total_pairs} pares comprobados en la lista</translation>
    </message>
    <message>
        <source>; {passage_only} of them below the threshold, listed for a shared passage of {passage_words}+ {units}</source>
        <translation>; {passage_only} de ellos por debajo del umbral, listados por un fragmento compartido de {passage_words}+ {units}</translation>
    </message>
    <message>
        <source> (copied text only)</source>
        <translation> (solo texto copiado)</translation>
    </message>
    <message>
        <source>No pair reaches the threshold. Lower it with the slider to see more.</source>
        <extracomment>The current result (the main controller&apos;s), the settings and a way to keep new ones without a rescan, and the paths scanned (for the title).</extracomment>
        <translation>Ningún par alcanza el umbral. Bájelo con el control deslizante para ver más.</translation>
    </message>
    <message>
        <source>{names}[*] — plagcheck</source>
        <translation>{names}[*] — plagcheck</translation>
    </message>
    <message>
        <source>No scan yet</source>
        <translation>Todavía no hay ningún análisis</translation>
    </message>
    <message>
        <source>{pairs} listed</source>
        <translation>{pairs} en la lista</translation>
    </message>
    <message>
        <source>{figures} · {problems} with problems · {pair} listed at {threshold} · {total_pairs} checked</source>
        <translation>{figures} · {problems} con problemas · {pair} con {threshold} · {total_pairs} comprobados</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Show pairs sharing at least</source>
        <translation>Mostrar los pares que comparten al menos</translation>
    </message>
    <message>
        <source>Drag to show fewer or more pairs. No rescan is needed.</source>
        <translation>Arrastre para mostrar menos o más pares. No hace falta volver a analizar.</translation>
    </message>
    <message>
        <source>The exact threshold: a pair is shown when this share of either document is found in the other.</source>
        <translation>El umbral exacto: un par se muestra cuando esta proporción de cualquiera de los dos documentos se encuentra en el otro.</translation>
    </message>
    <message>
        <source>Pairs sharing less than {lowest:g}% were dropped by the scan; lower “Smallest overlap kept” in Settings and rescan to see them.</source>
        <translation>Los pares que comparten menos del {lowest:g} % los descartó el análisis; baje «Menor solapamiento conservado» en Ajustes y vuelva a analizar para verlos.</translation>
    </message>
    <message>
        <source>Show only the pairs in one review state</source>
        <translation>Mostrar solo los pares en un estado de revisión</translation>
    </message>
    <message>
        <source>All review states</source>
        <translation>Todos los estados de revisión</translation>
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>Filtrar por nombre…</translation>
    </message>
    <message>
        <source>&lt;a href=&apos;guide&apos;&gt;How to read these results&lt;/a&gt;</source>
        <translation>&lt;a href=&apos;guide&apos;&gt;Cómo leer estos resultados&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The built-in guide: the scores, the colours, what a score does and does not prove, and how to review a pair fairly (F1)</source>
        <translation>La guía integrada: las puntuaciones, los colores, qué demuestra y qué no una puntuación, y cómo revisar un par con justicia (F1)</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Your note on this pair (kept with its review; reports include it):</source>
        <translation>Su nota sobre este par (se guarda con su revisión; los informes la incluyen):</translation>
    </message>
    <message>
        <source>Note on {name_a} and {name_b}</source>
        <extracomment>The book changed (a state or a note was set).</extracomment>
        <translation>Nota sobre {name_a} y {name_b}</translation>
    </message>
</context>
<context>
    <name>ReviewState</name>
    <message>
        <source>Not reviewed</source>
        <translation>Sin revisar</translation>
    </message>
    <message>
        <source>Not plagiarism</source>
        <translation>No es plagio</translation>
    </message>
    <message>
        <source>Needs a conversation</source>
        <translation>Requiere una conversación</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>the layout recognised from the file names</source>
        <extracomment>What was read: the label&apos;s file part (&quot;Extended writing.docx + 1 more file&quot;), or the file&apos;s name. When the checked attempt was handed in, as the platform says (&quot;&quot; when it does not). True on the class list, False not on it, None without a list. A student on the class list who handed nothing in (no document: doc_id is -1). The name the submission&apos;s cover sheet gives, offered (never taken); &quot;&quot; for none. The name the files gave the student before the class list did (&quot;dupontmarie&quot;), or &quot;&quot;. The files read, one per line, for the tooltip. The id the class list gives the student (&quot;&quot; when the list could not tell which of several it is). A set-aside file&apos;s kind in a word or two, by the start of its reason (a re-upload&apos;s reason ends SAME_FILE_END). How each layout reads in a sentence (&quot;Read as a Moodle download&quot;), by its key (engine/reading/layouts.py).</extracomment>
        <translation>la organización reconocida por los nombres de archivo</translation>
    </message>
    <message>
        <source>a Moodle download</source>
        <translation>una descarga de Moodle</translation>
    </message>
    <message>
        <source>a Canvas download</source>
        <translation>una descarga de Canvas</translation>
    </message>
    <message>
        <source>a Blackboard Learn download</source>
        <translation>una descarga de Blackboard Learn</translation>
    </message>
    <message>
        <source>a Brightspace (D2L) download</source>
        <translation>una descarga de Brightspace (D2L)</translation>
    </message>
    <message>
        <source>a Google Classroom folder</source>
        <translation>una carpeta de Google Classroom</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Archivos de tarea de Microsoft Teams</translation>
    </message>
    <message>
        <source>one folder per student</source>
        <translation>una carpeta por estudiante</translation>
    </message>
    <message>
        <source>one file per submission</source>
        <translation>un archivo por entrega</translation>
    </message>
    <message>
        <source>No learning platform&apos;s download was recognised: each file is one submission.</source>
        <translation>No se reconoció la descarga de ninguna plataforma de aprendizaje: cada archivo es una entrega.</translation>
    </message>
    <message>
        <source>Read as {layout}, but no file fitted it.</source>
        <translation>Leído como {layout}, pero ningún archivo encajaba.</translation>
    </message>
    <message>
        <source>{layout} ({students})</source>
        <translation>{layout} ({students})</translation>
    </message>
    <message>
        <source>{student} handed in {files}: they are read together as one submission</source>
        <translation>{student} entregó {files}: se leen juntos como una sola entrega</translation>
    </message>
    <message>
        <source>{student} and {others} handed in {files}: each student&apos;s are read together as one submission</source>
        <translation>{student} y {others} entregaron {files}: los de cada estudiante se leen juntos como una sola entrega</translation>
    </message>
    <message>
        <source>{attempts} listed, not checked (the latest is)</source>
        <translation>{attempts} listados, no comprobados (el último sí)</translation>
    </message>
    <message>
        <source>{files} handed in twice by the same student, read once</source>
        <translation>{files} entregados dos veces por el mismo estudiante, leídos una vez</translation>
    </message>
    <message>
        <source>{files} handed in twice by its student, read once</source>
        <translation>{files} entregado dos veces por su alumno, leído una sola vez</translation>
    </message>
    <message>
        <source>{files} of the platform&apos;s own (receipts, index pages, links) not compared</source>
        <translation>{files} propios de la plataforma (recibos, páginas de índice, enlaces) no comparados</translation>
    </message>
    <message>
        <source>{files} named no student and are checked on their own</source>
        <translation>{files} no nombran a ningún estudiante y se comprueban por separado</translation>
    </message>
    <message>
        <source>{files} named no student and is checked on its own</source>
        <translation>{files} no nombra a ningún estudiante y se comprueba por separado</translation>
    </message>
    <message>
        <source>Read as {layouts}.</source>
        <translation>Leído como {layouts}.</translation>
    </message>
    <message>
        <source>{sheets} name a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} nombran a un estudiante: se propone en la columna Estudiante, no se aplica (elija Archivo → Lista de clase… para nombrar a los estudiantes).</translation>
    </message>
    <message>
        <source>{sheets} names a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} nombra a un estudiante: se propone en la columna Estudiante, no se aplica (elija Archivo → Lista de clase… para nombrar a los estudiantes).</translation>
    </message>
    <message>
        <source>Names from the class list {file} ({kind}): {present} of its {students} handed work in</source>
        <translation>Nombres de la lista de clase {file} ({kind}): {present} de sus {students} entregaron trabajo</translation>
    </message>
    <message>
        <source>; {absent} handed nothing in (listed with the students)</source>
        <translation>; no entregaron nada: {absent} (listados con los estudiantes)</translation>
    </message>
    <message>
        <source>. {files} match no one on it and keep their own names</source>
        <translation>. {files} no coinciden con nadie de la lista y conservan su propio nombre</translation>
    </message>
    <message>
        <source>. {files} matches no one on it and keeps its own name</source>
        <translation>. {files} no coincide con nadie de la lista y conserva su propio nombre</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>plagcheck checks ({pattern})</source>
        <translation>comprobaciones de plagcheck ({pattern})</translation>
    </message>
    <message>
        <source>Unsaved reviews</source>
        <translation>Revisiones sin guardar</translation>
    </message>
    <message>
        <source>You reviewed pairs since this check was last saved. Save the check with its reviews?</source>
        <translation>Ha revisado pares desde la última vez que se guardó esta comprobación. ¿Guardar la comprobación con sus revisiones?</translation>
    </message>
    <message>
        <source>the file could not be read ({kind})</source>
        <translation>no se pudo leer el archivo ({kind})</translation>
    </message>
    <message>
        <source>Scan a folder first: there is no check to save yet.</source>
        <extracomment>A check was opened: the OpenedSession and the file&apos;s path. A check was saved to or opened from this path (for the recent list). Whether there are changes not saved yet (the window&apos;s title shows a *). A check could not be opened: its path and why (the teacher was shown the reason). The openings running (kept so their signals&apos; objects live until they report). The check file last saved or opened: the next save offers it again. The teacher changed a review since the check was last saved or opened.</extracomment>
        <translation>Analice primero una carpeta: todavía no hay ninguna comprobación que guardar.</translation>
    </message>
    <message>
        <source>Save check</source>
        <translation>Guardar comprobación</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Error al guardar</translation>
    </message>
    <message>
        <source>The check could not be saved to {target}: {exc}</source>
        <translation>No se pudo guardar la comprobación en {target}: {exc}</translation>
    </message>
    <message>
        <source>Saved the check to {written}</source>
        <translation>Comprobación guardada en {written}</translation>
    </message>
    <message>
        <source>Open check</source>
        <translation>Abrir comprobación</translation>
    </message>
    <message>
        <source>{checks};;All files (*)</source>
        <translation>{checks};;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Opening the check {path}…</source>
        <translation>Abriendo la comprobación {path}…</translation>
    </message>
    <message>
        <source>Cannot open the check</source>
        <translation>No se puede abrir la comprobación</translation>
    </message>
    <message>
        <source>{path} could not be opened: {reason}</source>
        <translation>No se pudo abrir {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Ajustes del análisis</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Cómo se comparan los documentos</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Caracteres</translation>
    </message>
    <message>
        <source>Compare by:</source>
        <translation>Comparar por:</translation>
    </message>
    <message>
        <source>Words suits essays in languages written with spaces. Characters works for any language (use it for Chinese or Japanese) and survives small spelling changes, but scans more slowly.</source>
        <translation>Las palabras sirven para textos en idiomas que se escriben con espacios. Los caracteres funcionan con cualquier idioma (úselos para chino o japonés) y resisten pequeños cambios de ortografía, pero el análisis es más lento.</translation>
    </message>
    <message>
        <source>Automatic ({word} words / {char} characters)</source>
        <translation>Automático ({word} palabras / {char} caracteres)</translation>
    </message>
    <message>
        <source>Run length:</source>
        <translation>Longitud de las secuencias:</translation>
    </message>
    <message>
        <source>How many words (or characters) in a row must be identical to count as shared. Shorter runs find more, but also flag common phrases; longer runs miss lightly reworded copying.</source>
        <translation>Cuántas palabras (o caracteres) seguidas deben ser idénticas para contar como compartidas. Las secuencias más cortas encuentran más, pero también señalan frases comunes; las más largas dejan pasar la copia ligeramente reformulada.</translation>
    </message>
    <message>
        <source>Fingerprints per document:</source>
        <translation>Huellas por documento:</translation>
    </message>
    <message>
        <source>The quick first pass compares short fingerprints before the exact check. More fingerprints make that pass more reliable and the scan slower; 128 is plenty for a class.</source>
        <translation>La primera pasada rápida compara huellas cortas antes de la comprobación exacta. Más huellas hacen esa pasada más fiable y el análisis más lento; 128 bastan de sobra para una clase.</translation>
    </message>
    <message>
        <source>Smallest overlap kept:</source>
        <translation>Menor solapamiento conservado:</translation>
    </message>
    <message>
        <source>Pairs sharing less than this share of either document are dropped by the scan. The threshold slider moves freely above it; going below it needs a new scan.</source>
        <translation>Los pares que comparten menos que esta proporción de cualquiera de los dos documentos los descarta el análisis. El control del umbral se mueve libremente por encima; bajar de ahí requiere un nuevo análisis.</translation>
    </message>
    <message>
        <source>Quick pass tuned for:</source>
        <translation>Pasada rápida ajustada para:</translation>
    </message>
    <message>
        <source>How alike two whole documents must be for the quick first pass to be almost sure to check them. Copied paragraphs inside long documents are found by a separate passage search either way. Lower finds more and scans more slowly.</source>
        <translation>Cuánto deben parecerse dos documentos completos para que la primera pasada rápida casi seguro los compruebe. Los párrafos copiados dentro de documentos largos los encuentra de todos modos una búsqueda de fragmentos aparte. Más bajo encuentra más y analiza más despacio.</translation>
    </message>
    <message>
        <source>Cleaning up the text first</source>
        <translation>Limpiar primero el texto</translation>
    </message>
    <message>
        <source>Treat look-alike letters from other alphabets as the same</source>
        <translation>Tratar como iguales las letras de aspecto idéntico de otros alfabetos</translation>
    </message>
    <message>
        <source>Catches a known trick: swapping Latin letters for identical-looking Cyrillic or Greek ones.</source>
        <translation>Detecta un truco conocido: cambiar letras latinas por letras cirílicas o griegas de aspecto idéntico.</translation>
    </message>
    <message>
        <source>Join words split by a hyphen at the end of a line</source>
        <translation>Unir las palabras cortadas con guion al final de línea</translation>
    </message>
    <message>
        <source>Common in text taken from PDFs: “assign- ment” is read as “assignment”.</source>
        <translation>Frecuente en textos sacados de PDF: «ta- rea» se lee «tarea».</translation>
    </message>
    <message>
        <source>Each sub-folder is one student&apos;s submission</source>
        <translation>Cada subcarpeta es la entrega de un estudiante</translation>
    </message>
    <message>
        <source>Use this when every student has a folder with several files: they are compared as one document. A learning platform&apos;s download (Moodle, Canvas…) is recognised without it: see the Class tab.</source>
        <translation>Úselo cuando cada estudiante tenga una carpeta con varios archivos: se comparan como un solo documento. La descarga de una plataforma de aprendizaje (Moodle, Canvas…) se reconoce sin esto: vea la pestaña Clase.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying</source>
        <translation>Texto compartido que no es copia</translation>
    </message>
    <message>
        <source>Leave out quotations (in quotation marks, or formatted as a quote)</source>
        <translation>Dejar fuera las citas (entre comillas o con formato de cita)</translation>
    </message>
    <message>
        <source>Leave out quotations with a citation beside them (“…” (Hartley, 2023), [3], a note number)</source>
        <translation>Dejar fuera las citas con su referencia al lado («…» (Hartley, 2023), [3], un número de nota)</translation>
    </message>
    <message>
        <source>Leave out reference lists and in-text citations (References, Works Cited…, “(Hartley, 2023)”)</source>
        <translation>Dejar fuera las bibliografías y las referencias en el texto (Bibliografía, Referencias…, «(Hartley, 2023)»)</translation>
    </message>
    <message>
        <source>Quotations and reference lists are always shown in their own style; these choose whether they count towards the scores. A quotation with no citation is still copied text, so it counts unless you leave out every quotation.</source>
        <translation>Las citas y las bibliografías se muestran siempre con su propio estilo; estas opciones deciden si cuentan en las puntuaciones. Una cita sin referencia sigue siendo texto copiado, así que cuenta salvo que deje fuera todas las citas.</translation>
    </message>
    <message>
        <source> % of the class</source>
        <translation> % de la clase</translation>
    </message>
    <message>
        <source>Ignore text found in more than:</source>
        <translation>Ignorar el texto que aparece en más del:</translation>
    </message>
    <message>
        <source>Phrases nearly everyone wrote (a heading, a standard sentence) are greyed and not counted. It only applies to classes of 10 or more, so a small group copying from each other is never hidden. Text three or more students have at the same place at the top (a cover sheet, the question) is greyed in a class of any size; Off switches both off.</source>
        <translation>Las frases que casi todos escribieron (un título, una frase estándar) se muestran en gris y no cuentan. Solo se aplica a clases de 10 o más, para que un grupo pequeño que copia entre sí nunca quede oculto. El texto que tres o más estudiantes tienen en el mismo lugar al principio (una portada, la pregunta) aparece en gris en una clase de cualquier tamaño; Desactivado quita ambas cosas.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> palabras</translation>
    </message>
    <message>
        <source>Ignore matches shorter than:</source>
        <translation>Ignorar coincidencias de menos de:</translation>
    </message>
    <message>
        <source>A few identical words in a row happen by chance. Shorter runs still count when they sit next to a longer copied one (an edited copy).</source>
        <translation>Unas pocas palabras idénticas seguidas aparecen por casualidad. Las secuencias más cortas cuentan igualmente si están junto a una secuencia copiada más larga (una copia retocada).</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Fragmentos compartidos</translation>
    </message>
    <message>
        <source>Shortest passage shown:</source>
        <translation>Fragmento más corto mostrado:</translation>
    </message>
    <message>
        <source>Join passages separated by up to:</source>
        <translation>Unir fragmentos separados por hasta:</translation>
    </message>
    <message>
        <source>Copied text with a few words changed shows as one passage instead of many small ones.</source>
        <translation>Un texto copiado con unas pocas palabras cambiadas se muestra como un solo fragmento en lugar de muchos pequeños.</translation>
    </message>
    <message>
        <source>Also look for reworded copying</source>
        <translation>Buscar también la copia reformulada</translation>
    </message>
    <message>
        <source>Finds passages with the same content in other words or another order (paraphrased, shuffled, synonyms swapped), and shows them apart from copied ones. Off: only text copied word for word, or nearly, is found. “Show copied passages only” in the View menu hides them without a new scan.</source>
        <translation>Encuentra fragmentos con el mismo contenido en otras palabras o en otro orden (parafraseados, desordenados, con sinónimos) y los muestra aparte de los copiados. Desactivado: solo se encuentra el texto copiado palabra por palabra, o casi. «Mostrar solo fragmentos copiados», en el menú Ver, los oculta sin un nuevo análisis.</translation>
    </message>
    <message>
        <source>List any pair sharing a passage of:</source>
        <translation>Listar cualquier par que comparta un fragmento de:</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when the two documents share a passage at least this long: a copied paragraph is a small share of a long essay, but it is still copied.</source>
        <translation>Un par aparece sea cual sea su puntuación cuando los dos documentos comparten un fragmento al menos así de largo: un párrafo copiado es una proporción pequeña de un ensayo largo, pero sigue estando copiado.</translation>
    </message>
    <message>
        <source>How documents are compared.</source>
        <translation>Cómo se comparan los documentos.</translation>
    </message>
    <message>
        <source>What is tidied in the text before comparing.</source>
        <translation>Qué se arregla en el texto antes de comparar.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying.</source>
        <translation>Texto compartido que no es copia.</translation>
    </message>
    <message>
        <source>How shared passages are shown.</source>
        <translation>Cómo se muestran los fragmentos compartidos.</translation>
    </message>
    <message>
        <source>The language of the window, its guide and the reports it exports.</source>
        <translation>El idioma de la ventana, de su guía y de los informes que exporta.</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>Limpieza</translation>
    </message>
    <message>
        <source>Not copying</source>
        <translation>No es copia</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Fragmentos</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The system&apos;s language ({language})</source>
        <translation>El idioma del sistema ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>A new language takes effect the next time plagcheck starts. Numbers and dates are written as the language writes them.</source>
        <translation>Un idioma nuevo se aplica la próxima vez que se inicia plagcheck. Los números y las fechas se escriben como los escribe ese idioma.</translation>
    </message>
</context>
<context>
    <name>SettingsTable</name>
    <message>
        <source>Texts compared by</source>
        <translation>Textos comparados por</translation>
    </message>
    <message>
        <source>Shingle length</source>
        <translation>Longitud de los shingles</translation>
    </message>
    <message>
        <source>MinHash permutations</source>
        <translation>Permutaciones MinHash</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Semilla aleatoria</translation>
    </message>
    <message>
        <source>Scan&apos;s threshold</source>
        <translation>Umbral del análisis</translation>
    </message>
    <message>
        <source>Lowest score kept</source>
        <translation>Puntuación más baja conservada</translation>
    </message>
    <message>
        <source>Whole-document LSH tuned for Jaccard</source>
        <translation>LSH de documentos completos ajustado para un Jaccard de</translation>
    </message>
    <message>
        <source>LSH bands (chosen)</source>
        <translation>Bandas LSH (elegidas)</translation>
    </message>
    <message>
        <source>LSH rows per band (chosen)</source>
        <translation>Filas LSH por banda (elegidas)</translation>
    </message>
    <message>
        <source>Gap bridged between shared runs (words)</source>
        <translation>Hueco salvado entre secuencias compartidas (palabras)</translation>
    </message>
    <message>
        <source>Shortest exact run that counts (words)</source>
        <translation>Secuencia exacta más corta que cuenta (palabras)</translation>
    </message>
    <message>
        <source>Shortest passage listed (words)</source>
        <translation>Fragmento más corto listado (palabras)</translation>
    </message>
    <message>
        <source>Reworded copying looked for</source>
        <translation>Copia reformulada buscada</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when it shares a passage of at least (words)</source>
        <translation>Un par aparece sea cual sea su puntuación si comparte un fragmento de al menos (palabras)</translation>
    </message>
    <message>
        <source>Copied text only (reworded passages left out of this report)</source>
        <translation>Solo texto copiado (fragmentos reformulados fuera de este informe)</translation>
    </message>
    <message>
        <source>Ignored as common text when shared by more than</source>
        <translation>Ignorado como texto común cuando lo comparte más del</translation>
    </message>
    <message>
        <source>Template files (their text never counts)</source>
        <translation>Archivos de plantilla (su texto nunca cuenta)</translation>
    </message>
    <message>
        <source>Sources marked in the class folder (compared, never grouped as students)</source>
        <translation>Fuentes marcadas en la carpeta de la clase (comparadas, nunca agrupadas como estudiantes)</translation>
    </message>
    <message>
        <source>Reference library collections compared</source>
        <translation>Colecciones de la biblioteca de referencia comparadas</translation>
    </message>
    <message>
        <source>Reference library file</source>
        <translation>Archivo de la biblioteca de referencia</translation>
    </message>
    <message>
        <source>Institution archives compared</source>
        <translation>Archivos institucionales comparados</translation>
    </message>
    <message>
        <source>Quotations left out of the scores</source>
        <translation>Citas dejadas fuera de las puntuaciones</translation>
    </message>
    <message>
        <source>Quotations with a citation left out of the scores</source>
        <translation>Citas con referencia dejadas fuera de las puntuaciones</translation>
    </message>
    <message>
        <source>Reference lists and in-text citations left out of the scores</source>
        <translation>Bibliografías y referencias en el texto dejadas fuera de las puntuaciones</translation>
    </message>
    <message>
        <source>Look-alike letters folded</source>
        <translation>Letras de aspecto idéntico unificadas</translation>
    </message>
    <message>
        <source>Hyphenated line breaks joined</source>
        <translation>Cortes de palabra a final de línea unidos</translation>
    </message>
    <message>
        <source>Largest file read (MB)</source>
        <translation>Archivo más grande leído (MB)</translation>
    </message>
    <message>
        <source>Each sub-folder is one submission</source>
        <translation>Cada subcarpeta es una entrega</translation>
    </message>
    <message>
        <source>How files name their students</source>
        <translation>Cómo nombran los archivos a sus estudiantes</translation>
    </message>
    <message>
        <source>Reading processes</source>
        <translation>Procesos de lectura</translation>
    </message>
    <message>
        <source>Text files read in an encoding the teacher chose</source>
        <translation>Archivos de texto leídos con una codificación elegida por el docente</translation>
    </message>
    <message>
        <source>Class list naming the students</source>
        <translation>Lista de clase que nombra a los estudiantes</translation>
    </message>
    <message>
        <source>Class list&apos;s column of names</source>
        <translation>Columna de nombres de la lista de clase</translation>
    </message>
    <message>
        <source>Class list&apos;s column of ids or e-mail addresses</source>
        <translation>Columna de identificadores o direcciones de correo de la lista de clase</translation>
    </message>
    <message>
        <source> (default)</source>
        <extracomment>The settings of the method itself, shown under &quot;Advanced&quot; (their labels use the method&apos;s own words).</extracomment>
        <translation> (predeterminado)</translation>
    </message>
    <message>
        <source> (and 10 or more documents)</source>
        <translation> (y 10 documentos o más)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>{value} (off: not longer than a shingle)</source>
        <translation>{value} (desactivado: no más largo que un shingle)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>the default one, in the user&apos;s data folder</source>
        <translation>el predeterminado, en la carpeta de datos del usuario</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>no se usa</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source> (always shown in their own style)</source>
        <translation> (siempre se muestran con su propio estilo)</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>uno por núcleo</translation>
    </message>
    <message>
        <source>recognised from its columns</source>
        <translation>reconocida por sus columnas</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>source</source>
        <extracomment>The collection name source documents are kept under (in the JSON and a saved check); shown as &quot;source&quot;.</extracomment>
        <translation>fuente</translation>
    </message>
    <message>
        <source>reference: {collection}</source>
        <translation>referencia: {collection}</translation>
    </message>
</context>
<context>
    <name>StudentsPage</name>
    <message>
        <source>Submission</source>
        <translation>Entrega</translation>
    </message>
    <message>
        <source>Highest match</source>
        <translation>Coincidencia más alta</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Con</translation>
    </message>
    <message>
        <source>Matches at threshold</source>
        <translation>Coincidencias en el umbral</translation>
    </message>
    <message>
        <source>Double-click (or press Enter) to compare a submission with its highest match</source>
        <extracomment>The role each cell sorts by (numbers as numbers, names case-folded). The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Doble clic (o Intro) para comparar una entrega con su coincidencia más alta</translation>
    </message>
    <message>
        <source>{name}  (could not be read)</source>
        <translation>{name}  (no se pudo leer)</translation>
    </message>
</context>
<context>
    <name>TemplateOffer</name>
    <message>
        <source>The assignment&apos;s question?</source>
        <translation>¿El enunciado de la tarea?</translation>
    </message>
    <message>
        <source>“{name}” looks like the assignment&apos;s question: several essays begin with its text. It was compared like every other file, because a student may have handed it in. If it is the question you gave the class, its text can be left out of every essay. You can change this later under Scan → Files given to everyone…</source>
        <translation>«{name}» parece el enunciado de la tarea: varios trabajos empiezan con su texto. Se comparó como cualquier otro archivo, porque un estudiante podría haberlo entregado. Si es el enunciado que dio a la clase, su texto puede dejarse fuera de todos los trabajos. Puede cambiarlo más tarde en Análisis → Archivos entregados a todos…</translation>
    </message>
    <message>
        <source>It is the question: leave its text out</source>
        <translation>Es el enunciado: dejar fuera su texto</translation>
    </message>
    <message>
        <source>A student handed it in: keep comparing it</source>
        <translation>Lo entregó un estudiante: seguir comparándolo</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <source>Add the files every student was given: the assignment sheet, a template to fill in, starter text or questions to copy. Text from these files never counts as shared between students, and it is shown in grey in the compare view. They are used from the next scan on (the current folder is scanned again when you press OK). plagcheck only reads these files.</source>
        <translation>Añada los archivos que recibió cada estudiante: la hoja del enunciado, una plantilla que rellenar, un texto de partida o preguntas que copiar. El texto de estos archivos nunca cuenta como compartido entre estudiantes y se muestra en gris en la vista de comparación. Se usan a partir del próximo análisis (la carpeta actual se analiza de nuevo al pulsar Aceptar). plagcheck solo lee estos archivos.</translation>
    </message>
    <message>
        <source>Choose the files given to everyone</source>
        <translation>Elegir los archivos entregados a todos</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documentos ({patterns});;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Add the files or folders among your class folder that hold sources, not students&apos; work: the readings, the original texts the task was based on, model answers. They are still compared with every student, but they are never counted or grouped as students, and a group of students matching one of them is shown with it as the likely origin. Applied by scanning the folder again when you press OK.</source>
        <translation>Añada los archivos o carpetas de la carpeta de su clase que contienen fuentes, no trabajos de estudiantes: las lecturas, los textos originales en que se basó la tarea, las respuestas modelo. Se siguen comparando con cada estudiante, pero nunca se cuentan ni se agrupan como estudiantes, y un grupo de estudiantes que coincide con una de ellas se muestra con ella como origen probable. Se aplica analizando de nuevo la carpeta al pulsar Aceptar.</translation>
    </message>
    <message>
        <source>Choose a folder of sources</source>
        <translation>Elegir una carpeta de fuentes</translation>
    </message>
    <message>
        <source>Sources and references in the class folder</source>
        <translation>Fuentes y referencias en la carpeta de la clase</translation>
    </message>
    <message>
        <source>Files given to everyone</source>
        <translation>Archivos entregados a todos</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>Añadir &amp;carpeta…</translation>
    </message>
    <message>
        <source>No sources: every file is a student&apos;s.</source>
        <translation>Sin fuentes: cada archivo es de un estudiante.</translation>
    </message>
    <message>
        <source>No files: every shared passage counts.</source>
        <translation>Sin archivos: cada fragmento compartido cuenta.</translation>
    </message>
</context>
<context>
    <name>TriageController</name>
    <message>
        <source> and {NAMED_MEMBERS} more</source>
        <extracomment>Members named in a group&apos;s line before &quot;and N more&quot;.</extracomment>
        <translation> y {NAMED_MEMBERS} más</translation>
    </message>
    <message>
        <source>No scan yet.</source>
        <extracomment>The overview shown changed (tests wait for this when it is computed in the background).</extracomment>
        <translation>Todavía no hay ningún análisis.</translation>
    </message>
    <message>
        <source>Working out the groups…</source>
        <translation>Calculando los grupos…</translation>
    </message>
    <message>
        <source>Working out the figures…</source>
        <translation>Calculando las cifras…</translation>
    </message>
    <message>
        <source>The groups could not be worked out: {message}</source>
        <translation>No se pudieron calcular los grupos: {message}</translation>
    </message>
    <message>
        <source>The figures could not be worked out: {message}</source>
        <translation>No se pudieron calcular las cifras: {message}</translation>
    </message>
    <message>
        <source>{group} at or above {threshold}, {student} in them. Worst first.</source>
        <translation>{group} con {threshold} o más, {student} en ellos. Los más graves primero.</translation>
    </message>
    <message>
        <source>{submission}; {reaching} with a match at or above {threshold}.</source>
        <translation>{submission}; {reaching} con una coincidencia de {threshold} o más.</translation>
    </message>
    <message>
        <source>No common source found for this group&apos;s pairs.</source>
        <translation>No se encontró ninguna fuente común para los pares de este grupo.</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Score</source>
        <extracomment>True for a share (written as a percentage), False for a count. Every figure of a pair, in the order the table, the report and the CSV list them.</extracomment>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>The larger share of one document found in the other, copied or reworded: what the threshold applies to.</source>
        <translation>La mayor proporción de un documento que se encuentra en el otro, copiada o reformulada: a ella se aplica el umbral.</translation>
    </message>
    <message>
        <source>A found in B</source>
        <translation>A en B</translation>
    </message>
    <message>
        <source>The share of document A&apos;s text found in document B.</source>
        <translation>La proporción del texto del documento A que se encuentra en el documento B.</translation>
    </message>
    <message>
        <source>B found in A</source>
        <translation>B en A</translation>
    </message>
    <message>
        <source>The share of document B&apos;s text found in document A.</source>
        <translation>La proporción del texto del documento B que se encuentra en el documento A.</translation>
    </message>
    <message>
        <source>Similar overall</source>
        <translation>Parecido global</translation>
    </message>
    <message>
        <source>How alike the two documents are as wholes: the share of all their phrases that they have in common. Reworded copying changes the phrases, so it shows little here; the score counts it.</source>
        <translation>Cuánto se parecen los dos documentos en conjunto: la proporción de todas sus expresiones que tienen en común. La copia reformulada cambia las expresiones, así que aquí se nota poco; la puntuación sí la cuenta.</translation>
    </message>
    <message>
        <source>Shared {units}</source>
        <translation>{units} en común</translation>
    </message>
    <message>
        <source>How many {units} of document A lie in passages shared with B.</source>
        <translation>Número de {units} del documento A que están en fragmentos compartidos con B.</translation>
    </message>
    <message>
        <source>Longest run ({units})</source>
        <translation>Secuencia más larga ({units})</translation>
    </message>
    <message>
        <source>The longest stretch of {units} the two documents have identical, in the same order.</source>
        <translation>La secuencia más larga de {units} que coinciden en ambos documentos, en el mismo orden.</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Fragmentos</translation>
    </message>
    <message>
        <source>How many shared passages were found, copied or reworded.</source>
        <translation>Cuántos fragmentos compartidos se encontraron, copiados o reformulados.</translation>
    </message>
    <message>
        <source>the same words in the same order</source>
        <extracomment>What each kind of passage is, in the legend of the window and the report.</extracomment>
        <translation>las mismas palabras en el mismo orden</translation>
    </message>
    <message>
        <source>the same content in other words or order</source>
        <translation>el mismo contenido con otras palabras o en otro orden</translation>
    </message>
    <message>
        <source>the same content in another language</source>
        <translation>el mismo contenido en otro idioma</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>copiado</translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>reformulado</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>traducido</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>Languages as the teacher reads them (engine/reworded/pivot.py names them as the stop-word lists do).</extracomment>
        <translation>inglés</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francés</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>español</translation>
    </message>
    <message>
        <source>German</source>
        <translation>alemán</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>italiano</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>portugués</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>neerlandés</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>indonesio</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>turco</translation>
    </message>
    <message>
        <source>same sentence shapes</source>
        <extracomment>What a reworded passage of shape (models.PassageBasis) stands on, in the window, the report and their legends: its words are not very alike, so its likeness alone would undersell it.</extracomment>
        <translation>mismas formas de frase</translation>
    </message>
    <message>
        <source>sentences in a row keep their order, length and small words, with most other words changed</source>
        <translation>frases seguidas conservan su orden, su longitud y sus palabras pequeñas, con casi todas las demás palabras cambiadas</translation>
    </message>
    <message>
        <source>score at or above the threshold</source>
        <extracomment>Why a pair is listed, in the table, the report and the slider&apos;s note.</extracomment>
        <translation>umbral alcanzado</translation>
    </message>
    <message>
        <source>a long shared passage</source>
        <translation>un fragmento compartido largo</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>The steps a teacher sees, in order, each with the pipeline stages (models.STAGES keys) it is made of.</extracomment>
        <translation>Lectura</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>Checking matches</source>
        <translation>Comprobación de coincidencias</translation>
    </message>
    <message>
        <source>Checking the reference library</source>
        <translation>Comprobación de la biblioteca de referencia</translation>
    </message>
    <message>
        <source>comparing {documents}</source>
        <extracomment>The step each pipeline stage belongs to (models.STAGES key -&gt; words). What a progress report&apos;s note says at the start of a stage, in plain words: the engine&apos;s own notes (&quot;440 passage windows&quot;, &quot;26 candidate pairs&quot;) name the method&apos;s parts. Stages not listed keep their note.</extracomment>
        <translation>comparando {documents}</translation>
    </message>
    <message>
        <source>finding the pairs that share text</source>
        <translation>buscando los pares que comparten texto</translation>
    </message>
    <message>
        <source>{pairs} to check closely</source>
        <translation>{pairs} por comprobar de cerca</translation>
    </message>
    <message>
        <source>{files} found</source>
        <translation>{files} por leer</translation>
    </message>
    <message>
        <source>listing the zips</source>
        <translation>listando los zip</translation>
    </message>
    <message>
        <source>preparing the library for these settings</source>
        <extracomment>The engine&apos;s other notes, which it writes in English (it knows nothing of languages), as the window shows them.</extracomment>
        <translation>preparando la biblioteca para estos ajustes</translation>
    </message>
    <message>
        <source>reading the matching archive documents</source>
        <translation>leyendo los documentos coincidentes del archivo</translation>
    </message>
    <message>
        <source>reading what the archive holds</source>
        <translation>leyendo el contenido del archivo</translation>
    </message>
    <message>
        <source>reading the documents</source>
        <translation>leyendo los documentos</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>guardando</translation>
    </message>
    <message>
        <source>{template} template and {common} common phrases ignored</source>
        <translation>{template} frases de plantilla y {common} frases comunes ignoradas</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>caracteres</translation>
    </message>
    <message>
        <source>words</source>
        <translation>palabras</translation>
    </message>
    <message>
        <source>{reason} ({length} {units})</source>
        <translation>{reason} ({length} {units})</translation>
    </message>
    <message>
        <source>translated ({language} ← English)</source>
        <translation>traducido ({language} ← inglés)</translation>
    </message>
    <message>
        <source>translated ({a} ↔ {b})</source>
        <translation>traducido ({a} ↔ {b})</translation>
    </message>
    <message>
        <source>{kind}, {SHAPE_LABEL}, {similarity} alike in words</source>
        <translation>{kind}, {SHAPE_LABEL}, {similarity} de parecido en las palabras</translation>
    </message>
    <message>
        <source>{kind}, {similarity} alike</source>
        <translation>{kind}, {similarity} de parecido</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>hoy a las {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>ayer a las {clock}</translation>
    </message>
    <message>
        <source>{day} {month} {year} at {clock}</source>
        <translation>{day} {month} {year} a las {clock}</translation>
    </message>
    <message>
        <source>Jan</source>
        <extracomment>Months as a date in the text names them (not strftime&apos;s, which follows the C locale, not the app&apos;s language).</extracomment>
        <translation>ene.</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>feb.</translation>
    </message>
    <message>
        <source>Mar</source>
        <translation>mar.</translation>
    </message>
    <message>
        <source>Apr</source>
        <translation>abr.</translation>
    </message>
    <message>
        <source>May</source>
        <translation>may.</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>jun.</translation>
    </message>
    <message>
        <source>Jul</source>
        <translation>jul.</translation>
    </message>
    <message>
        <source>Aug</source>
        <translation>ago.</translation>
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
        <translation>dic.</translation>
    </message>
</context>
</TS>
