<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Compares every document of a class with every other one, on this computer only, and shows the shared passages side by side.

plagcheck is free software under the MIT licence. It is built on Qt and PySide6 (GNU LGPL v3) and the other components listed under Third-party notices.</source>
        <translation>Compara cada documento de uma turma com todos os outros, somente neste computador, e mostra lado a lado os trechos em comum.

plagcheck é software livre sob a licença MIT. Baseia-se no Qt e no PySide6 (GNU LGPL v3) e nos demais componentes listados em Avisos de terceiros.</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Sobre o plagcheck</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licença</translation>
    </message>
    <message>
        <source>Third-party &amp;notices</source>
        <translation>Avisos de &amp;terceiros</translation>
    </message>
</context>
<context>
    <name>Anonymise</name>
    <message>
        <source>Student {number}</source>
        <extracomment>The words stand-ins are made of, never masked as a student&apos;s name.</extracomment>
        <translation>Aluno {number}</translation>
    </message>
    <message>
        <source>Reference {number}</source>
        <translation>Referência {number}</translation>
    </message>
    <message>
        <source>Student no. {number}</source>
        <translation>Aluno n.º {number}</translation>
    </message>
    <message>
        <source>Listed student {number}</source>
        <translation>Aluno da lista {number}</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Whole-document search: chance a pair is checked</source>
        <translation>Busca em documentos inteiros: chance de um par ser verificado</translation>
    </message>
    <message>
        <source>Advanced. The whole-document search checks a pair with this chance, by how similar the two texts are overall. A copied paragraph inside a long essay is found by the passage search instead, so this curve does not limit what the threshold can show.</source>
        <translation>Avançado. A busca em documentos inteiros verifica um par com esta chance, conforme a semelhança geral dos dois textos. Um parágrafo copiado dentro de uma redação longa é encontrado pela busca de trechos, então esta curva não limita o que o limiar pode mostrar.</translation>
    </message>
    <message>
        <source>Whole-document search: chance a pair is checked ({bands} × {rows})</source>
        <translation>Busca em documentos inteiros: chance de um par ser verificado ({bands} × {rows})</translation>
    </message>
    <message>
        <source>Scan a folder to see the curve</source>
        <translation>Analise uma pasta para ver a curva</translation>
    </message>
    <message>
        <source>{chance} at {similarity} similar overall</source>
        <translation>{chance} com {similarity} de semelhança geral</translation>
    </message>
    <message>
        <source>How many pairs at each score</source>
        <translation>Quantos pares há em cada pontuação</translation>
    </message>
    <message>
        <source>How many pairs share each share of text (tall bars are drawn shorter, so that a single pair still shows). Pairs on the right deserve a look. Click or drag to move the threshold.</source>
        <translation>Quantos pares compartilham cada proporção de texto (barras altas são encurtadas para que um único par continue visível). Os pares à direita merecem atenção. Clique ou arraste para mover o limiar.</translation>
    </message>
    <message>
        <source>No pairs yet</source>
        <translation>Ainda não há pares</translation>
    </message>
</context>
<context>
    <name>ClassController</name>
    <message>
        <source>File given to everyone: {name}</source>
        <translation>Arquivo entregue a todos: {name}</translation>
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
        <translation> (e {text})</translation>
    </message>
</context>
<context>
    <name>ClassListDialog</name>
    <message>
        <source>Choose the class list</source>
        <extracomment>Asks for one file: (parent) -&gt; the chosen path (&quot;&quot; when cancelled). How many students the dialog shows as a sample of what was read.</extracomment>
        <translation>Escolher a lista da turma</translation>
    </message>
    <message>
        <source>Class lists (*.csv *.xlsx *.txt);;All files (*)</source>
        <translation>Listas da turma (*.csv *.xlsx *.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Lista da turma</translation>
    </message>
    <message>
        <source>Choose the class list your platform exports: the Canvas gradebook (Grades → Export), Moodle&apos;s participants or grades, Google Classroom&apos;s or Teams&apos; grades, as CSV or Excel (.xlsx); or any table with the students&apos; names and their ids or e-mail addresses. Submissions are named after it, and the students who handed nothing in are listed in the Class tab. plagcheck only reads this file.</source>
        <translation>Escolha a lista da turma que a sua plataforma exporta: o livro de notas do Canvas (Notas → Exportar), os participantes ou as notas do Moodle, as notas do Google Classroom ou do Teams, em CSV ou Excel (.xlsx); ou qualquer tabela com os nomes dos alunos e seus identificadores ou endereços de e-mail. As entregas são nomeadas a partir dela, e os alunos que não entregaram nada são listados na aba Turma. O plagcheck apenas lê este arquivo.</translation>
    </message>
    <message>
        <source>No class list</source>
        <translation>Nenhuma lista da turma</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Student&apos;s name:</source>
        <translation>Nome do aluno:</translation>
    </message>
    <message>
        <source>Id or e-mail address:</source>
        <translation>Identificador ou endereço de e-mail:</translation>
    </message>
    <message>
        <source>(recognised from the columns)</source>
        <translation>(reconhecido pelas colunas)</translation>
    </message>
    <message>
        <source>Without a class list, students are named as their files name them.</source>
        <translation>Sem lista da turma, os alunos são nomeados como seus arquivos os nomeiam.</translation>
    </message>
    <message>
        <source>Read as {kind}{how}: {count} students.</source>
        <translation>Lida como {kind}{how}: {count} alunos.</translation>
    </message>
    <message>
        <source>, its columns recognised</source>
        <translation>, com as colunas reconhecidas</translation>
    </message>
    <message>
        <source>   … and {count} more</source>
        <translation>   … e mais {count}</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <source>Student</source>
        <translation>Aluno</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lido</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Entregue</translation>
    </message>
    <message>
        <source>Class list</source>
        <translation>Lista da turma</translation>
    </message>
    <message>
        <source>Earlier attempts (not checked)</source>
        <translation>Tentativas anteriores (não verificadas)</translation>
    </message>
    <message>
        <source>Not compared</source>
        <translation>Não comparado</translation>
    </message>
    <message>
        <source>How the files name their students. Recognised from the file names unless you choose: a platform&apos;s download, one folder per student, or one file per submission.</source>
        <extracomment>The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Como os arquivos indicam seus alunos. Reconhecido pelos nomes dos arquivos, a menos que você escolha: o download de uma plataforma, uma pasta por aluno ou um arquivo por entrega.</translation>
    </message>
    <message>
        <source>Check again this way</source>
        <translation>Verificar de novo assim</translation>
    </message>
    <message>
        <source>Scan the class again, reading the files as chosen</source>
        <translation>Analisar a turma de novo, lendo os arquivos como escolhido</translation>
    </message>
    <message>
        <source>Read the files as:</source>
        <translation>Ler os arquivos como:</translation>
    </message>
    <message>
        <source>(no student named)</source>
        <translation>(nenhum aluno indicado)</translation>
    </message>
    <message>
        <source>Named in the files: {name}</source>
        <translation>Nomeado nos arquivos: {name}</translation>
    </message>
    <message>
        <source>{files}  (not read)</source>
        <translation>{files}  (não lido)</translation>
    </message>
    <message>
        <source>The cover sheet names {name}: a suggestion, not taken. Choose File → Class list… to name the students.</source>
        <translation>A capa indica {name}: uma sugestão, não aplicada. Escolha Arquivo → Lista da turma… para nomear os alunos.</translation>
    </message>
    <message>
        <source>handed nothing in</source>
        <translation>não entregou nada</translation>
    </message>
    <message>
        <source>not on the class list</source>
        <translation>não está na lista da turma</translation>
    </message>
    <message>
        <source>on the class list (name shared)</source>
        <translation>na lista da turma (nome compartilhado)</translation>
    </message>
    <message>
        <source>on the class list</source>
        <translation>na lista da turma</translation>
    </message>
    <message>
        <source>cover sheet: {name}?</source>
        <translation>capa: {name}?</translation>
    </message>
</context>
<context>
    <name>ClassViewController</name>
    <message>
        <source>No scan yet.</source>
        <translation>Nenhuma análise ainda.</translation>
    </message>
</context>
<context>
    <name>ClusterGraph</name>
    <message>
        <source>Choose a group to see it drawn here.</source>
        <extracomment>How close (in pixels) to an edge a click must land to pick it.</extracomment>
        <translation>Escolha um grupo para vê-lo desenhado aqui.</translation>
    </message>
</context>
<context>
    <name>CommonSource</name>
    <message>
        <source> (and 1 other reference)</source>
        <extracomment>Score of the pair (a, reference) and of the pair (b, reference). Share of the a-b passages&apos; text (both sides, in characters) that also lies in a passage shared with the reference: near 1.0, what A and B share is the reference&apos;s text.</extracomment>
        <translation> (e 1 outra referência)</translation>
    </message>
    <message>
        <source> (and {more} other references)</source>
        <translation> (e outras {more} referências)</translation>
    </message>
    <message>
        <source>Common source: {name_a} and {name_b} both match {reference}{tail}; {covered} of the text they share is also in it.</source>
        <translation>Fonte comum: {name_a} e {name_b} coincidem ambos com {reference}{tail}; {covered} do texto que compartilham também está nela.</translation>
    </message>
</context>
<context>
    <name>CompareController</name>
    <message>
        <source>{share} of {role} found in {other}</source>
        <translation>{share} de {role} encontrado em {other}</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <extracomment>Show copied passages only (the window&apos;s View setting); applies from the next show_pair.</extracomment>
        <translation>Escolha um par no separador Resultados para comparar aqui os dois documentos.</translation>
    </message>
    <message>
        <source>{label} {similar} · longest run {longest} {units}</source>
        <translation>{label} {similar} · sequência mais longa {longest} {units}</translation>
    </message>
    <message>
        <source> · copied passages only</source>
        <translation> · somente trechos copiados</translation>
    </message>
    <message>
        <source>No passage long enough to show: the shared phrases are scattered.</source>
        <translation>Nenhum trecho longo o bastante para mostrar: as expressões em comum estão espalhadas.</translation>
    </message>
    <message>
        <source>Passage {index} of {count} · {passage} · {length_a} {units} in A, {length_b} in B</source>
        <translation>Trecho {index} de {count} · {passage} · {length_a} {units} em A, {length_b} em B</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>assignment or template text</source>
        <extracomment>What each kind of mark means, in the legend.</extracomment>
        <translation>texto do enunciado ou de um modelo</translation>
    </message>
    <message>
        <source>text common to the class</source>
        <translation>texto comum à turma</translation>
    </message>
    <message>
        <source>text several essays have at the same place (a cover sheet, the question)</source>
        <translation>texto que vários trabalhos têm no mesmo lugar (uma capa, a pergunta)</translation>
    </message>
    <message>
        <source>quotation with no citation (counted)</source>
        <translation>citação sem referência (conta)</translation>
    </message>
    <message>
        <source>quotation with a citation (grey: not counted)</source>
        <translation>citação com referência (cinza: não conta)</translation>
    </message>
    <message>
        <source>(&lt;b&gt;bold&lt;/b&gt;: words both sides share)</source>
        <translation>(&lt;b&gt;negrito&lt;/b&gt;: palavras que os dois lados têm)</translation>
    </message>
    <message>
        <source>(its languages in the line above)</source>
        <translation>(seus idiomas na linha acima)</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} e {last}</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:{colour}&apos;&gt;Grey text&lt;/span&gt;: {kinds}, not counted</source>
        <translation>&lt;span style=&apos;color:{colour}&apos;&gt;Texto cinza&lt;/span&gt;: {kinds}, não conta</translation>
    </message>
    <message>
        <source>reference list (left out of the scores unless the settings count it)</source>
        <translation>bibliografia (fora das pontuações, a menos que as configurações a contem)</translation>
    </message>
    <message>
        <source>Italic on grey-blue</source>
        <translation>Itálico sobre cinza-azulado</translation>
    </message>
    <message>
        <source>Grey italic on grey-blue</source>
        <translation>Itálico cinza sobre cinza-azulado</translation>
    </message>
    <message>
        <source>Upright on beige</source>
        <translation>Redondo sobre bege</translation>
    </message>
    <message>
        <source>Coloured: shared passages</source>
        <translation>Em cores: trechos em comum</translation>
    </message>
    <message>
        <source>{side}: {name}</source>
        <translation>{side}: {name}</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Trecho anterior</translation>
    </message>
    <message>
        <source>Previous shared passage (Shift+F3 or Alt+Up)</source>
        <translation>Trecho em comum anterior (Shift+F3 ou Alt+Cima)</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Próximo trecho ▶</translation>
    </message>
    <message>
        <source>Next shared passage (F3 or Alt+Down)</source>
        <translation>Próximo trecho em comum (F3 ou Alt+Baixo)</translation>
    </message>
    <message>
        <source>◀ Pair</source>
        <translation>◀ Par</translation>
    </message>
    <message>
        <source>The pair above in the results table (Alt+PgUp)</source>
        <translation>O par acima na tabela de resultados (Alt+PgUp)</translation>
    </message>
    <message>
        <source>Pair ▶</source>
        <translation>Par ▶</translation>
    </message>
    <message>
        <source>The pair below in the results table (Alt+PgDown)</source>
        <translation>O par abaixo na tabela de resultados (Alt+PgDown)</translation>
    </message>
    <message>
        <source>Scroll together</source>
        <translation>Rolar juntos</translation>
    </message>
    <message>
        <source>Keep matching passages level in both panes while scrolling</source>
        <translation>Manter os trechos correspondentes na mesma altura nos dois painéis ao rolar</translation>
    </message>
    <message>
        <source>Review:</source>
        <translation>Revisão:</translation>
    </message>
    <message>
        <source>Select a pair in the Results tab to compare the two documents here.</source>
        <translation>Selecione um par na aba Resultados para comparar aqui os dois documentos.</translation>
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
        <translation>{n} arquivo</translation>
    </message>
    <message>
        <source>{n} files</source>
        <translation>{n} arquivos</translation>
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
        <translation>{n} aluno</translation>
    </message>
    <message>
        <source>{n} students</source>
        <translation>{n} alunos</translation>
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
        <translation>{n} texto-fonte</translation>
    </message>
    <message>
        <source>{n} source texts</source>
        <translation>{n} textos-fonte</translation>
    </message>
    <message>
        <source>{n} cached text</source>
        <translation>{n} texto em cache</translation>
    </message>
    <message>
        <source>{n} cached texts</source>
        <translation>{n} textos em cache</translation>
    </message>
    <message>
        <source>{n} earlier attempt</source>
        <translation>{n} tentativa anterior</translation>
    </message>
    <message>
        <source>{n} earlier attempts</source>
        <translation>{n} tentativas anteriores</translation>
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
        <translation>{n} arquivo da plataforma</translation>
    </message>
    <message>
        <source>{n} platform files</source>
        <translation>{n} arquivos da plataforma</translation>
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
        <translation>{n} arquivo entregue duas vezes</translation>
    </message>
    <message>
        <source>{n} files handed in twice</source>
        <translation>{n} arquivos entregues duas vezes</translation>
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
        <translation>{n} endereço web</translation>
    </message>
    <message>
        <source>{n} web addresses</source>
        <translation>{n} endereços web</translation>
    </message>
    <message>
        <source>{n} draft not handed in</source>
        <translation>{n} rascunho não entregue</translation>
    </message>
    <message>
        <source>{n} drafts not handed in</source>
        <translation>{n} rascunhos não entregues</translation>
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
        <translation>Trechos reformulados</translation>
    </message>
    <message>
        <source>Translated passages</source>
        <translation>Trechos traduzidos</translation>
    </message>
    <message>
        <source>Listed for</source>
        <translation>Listado por</translation>
    </message>
    <message>
        <source>Collection A</source>
        <translation>Coleção A</translation>
    </message>
    <message>
        <source>Collection B</source>
        <translation>Coleção B</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisão</translation>
    </message>
    <message>
        <source>Review note</source>
        <translation>Nota de revisão</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source> + 1 more file</source>
        <extracomment>Characters that look like nothing (Hangul and Braille fillers) though their category is a letter or symbol. The marks labels join names with (&quot; › &quot;, &quot; — &quot;), and the characters drawn like them: never shown as themselves inside a name. Between the student and the file in a submission&apos;s label: &quot;Priya Sharma — Extended writing.docx&quot;.</extracomment>
        <translation> + 1 arquivo a mais</translation>
    </message>
    <message>
        <source> + {more} more files</source>
        <translation> + {more} arquivos a mais</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>Select a pair first.</source>
        <extracomment>Opens a URL (tests replace it).</extracomment>
        <translation>Selecione um par primeiro.</translation>
    </message>
    <message>
        <source>is a reference-library text, kept inside plagcheck</source>
        <translation>é um texto da biblioteca de referência, guardado dentro do plagcheck</translation>
    </message>
    <message>
        <source>is no longer at {path}</source>
        <translation>não está mais em {path}</translation>
    </message>
    <message>
        <source>The original of {name} {where}.</source>
        <translation>O original de {name} {where}.</translation>
    </message>
    <message>
        <source>The pair could not be made ready to print: {exc}</source>
        <translation>Não foi possível preparar o par para impressão: {exc}</translation>
    </message>
    <message>
        <source>The pair opens in your browser, ready to print.</source>
        <translation>O par abre no seu navegador, pronto para imprimir.</translation>
    </message>
</context>
<context>
    <name>DropChecks</name>
    <message>
        <source>Sources in the class folder?</source>
        <translation>Fontes na pasta da turma?</translation>
    </message>
    <message>
        <source>The folder {names} looks like it holds sources (readings, original texts), not students&apos; work. Treat its files as sources? They are still compared with every student, but never counted or grouped as students. You can change this later under Scan → Sources in the class folder…</source>
        <translation>A pasta {names} parece conter fontes (leituras, textos originais), não trabalhos de alunos. Tratar seus arquivos como fontes? Eles continuam sendo comparados com cada aluno, mas nunca são contados nem agrupados como alunos. Você pode mudar isso depois em Análise → Fontes na pasta da turma…</translation>
    </message>
    <message>
        <source>Treat as sources</source>
        <translation>Tratar como fontes</translation>
    </message>
    <message>
        <source>They are students&apos; work</source>
        <translation>São trabalhos de alunos</translation>
    </message>
    <message>
        <source>{name} was not found</source>
        <translation>{name} não foi encontrado</translation>
    </message>
    <message>
        <source>{name} is not a document plagcheck reads (PDF, Word, OpenDocument, RTF, HTML or text)</source>
        <translation>{name} não é um documento que o plagcheck lê (PDF, Word, OpenDocument, RTF, HTML ou texto)</translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <source>Drop a folder of student work here</source>
        <translation>Solte aqui uma pasta com trabalhos de alunos</translation>
    </message>
    <message>
        <source>Every document is compared with every other one, on this computer only.
Word, PDF, OpenDocument, RTF, HTML, Markdown and plain text files are read; other files are listed as skipped.</source>
        <translation>Cada documento é comparado com todos os outros, somente neste computador.
São lidos arquivos Word, PDF, OpenDocument, RTF, HTML, Markdown e texto simples; os demais são listados como ignorados.</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Abrir pasta…</translation>
    </message>
    <message>
        <source>Choose a folder to scan (Ctrl+O)</source>
        <translation>Escolher uma pasta para analisar (Ctrl+O)</translation>
    </message>
    <message>
        <source>Open files…</source>
        <translation>Abrir arquivos…</translation>
    </message>
    <message>
        <source>Choose documents to scan (Ctrl+Shift+F)</source>
        <translation>Escolher documentos para analisar (Ctrl+Shift+F)</translation>
    </message>
    <message>
        <source>Open a saved check…</source>
        <translation>Abrir uma verificação salva…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews (Ctrl+Shift+O)</source>
        <translation>Abrir uma verificação salva anteriormente, com suas revisões (Ctrl+Shift+O)</translation>
    </message>
    <message>
        <source>Recent folders and checks</source>
        <translation>Pastas e verificações recentes</translation>
    </message>
</context>
<context>
    <name>EncodingController</name>
    <message>
        <source>The file cannot be read: {message}</source>
        <translation>O arquivo não pode ser lido: {message}</translation>
    </message>
    <message>
        <source>The file cannot be read: {exc}</source>
        <translation>O arquivo não pode ser lido: {exc}</translation>
    </message>
    <message>
        <source>an unknown encoding</source>
        <extracomment>Replaced by tests to answer the dialog: (dialog) -&gt; accepted.</extracomment>
        <translation>uma codificação desconhecida</translation>
    </message>
</context>
<context>
    <name>EncodingDialog</name>
    <message>
        <source>Read in another encoding</source>
        <translation>Ler com outra codificação</translation>
    </message>
    <message>
        <source>{name} was read as {current}</source>
        <translation>{name} foi lido com {current}</translation>
    </message>
    <message>
        <source> (a guess: the file does not say which encoding it uses)</source>
        <translation> (um palpite: o arquivo não diz qual codificação usa)</translation>
    </message>
    <message>
        <source>. If its letters look wrong below, pick the encoding in which the text reads right; the folder is then scanned again. The choice is remembered for this file.</source>
        <translation>. Se as letras abaixo parecerem erradas, escolha a codificação em que o texto se lê corretamente; a pasta é então analisada de novo. A escolha é lembrada para este arquivo.</translation>
    </message>
    <message>
        <source>Read it this way</source>
        <translation>Ler assim</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Codificação:</translation>
    </message>
</context>
<context>
    <name>EngineMessages</name>
    <message>
        <source>empty: the document holds no text</source>
        <extracomment>Every note the catalogue knows, in the engine&apos;s English ({name}: a part the engine fills in).</extracomment>
        <translation>vazio: o documento não contém texto</translation>
    </message>
    <message>
        <source>empty: the file holds no text</source>
        <translation>vazio: o arquivo não contém texto</translation>
    </message>
    <message>
        <source>empty: the file holds only white space</source>
        <translation>vazio: o arquivo contém só espaços em branco</translation>
    </message>
    <message>
        <source>empty: the file is 0 bytes</source>
        <translation>vazio: o arquivo tem 0 bytes</translation>
    </message>
    <message>
        <source>empty: the page holds no text</source>
        <translation>vazio: a página não contém texto</translation>
    </message>
    <message>
        <source>empty: the page holds no visible text</source>
        <translation>vazio: a página não contém texto visível</translation>
    </message>
    <message>
        <source>empty: the PDF holds no text</source>
        <translation>vazio: o PDF não contém texto</translation>
    </message>
    <message>
        <source>empty: the PDF holds only hidden text (white, or in a tiny font)</source>
        <translation>vazio: o PDF contém só texto oculto (branco ou em fonte minúscula)</translation>
    </message>
    <message>
        <source>scanned or image-only PDF: it has no text layer (it would need OCR)</source>
        <translation>PDF digitalizado ou só de imagens: não tem camada de texto (precisaria de OCR)</translation>
    </message>
    <message>
        <source>password protected: the PDF cannot be opened without its password</source>
        <translation>protegido por senha: o PDF não abre sem a sua senha</translation>
    </message>
    <message>
        <source>password protected: open it, remove the password and save it again</source>
        <translation>protegido por senha: abra-o, remova a senha e salve-o de novo</translation>
    </message>
    <message>
        <source>password protected: the zip encrypts this file; unpack it with its password to check it</source>
        <translation>protegido por senha: o zip criptografa este arquivo; extraia-o com a senha para verificá-lo</translation>
    </message>
    <message>
        <source>encrypted with a method that cannot be read</source>
        <translation>criptografado com um método que não pode ser lido</translation>
    </message>
    <message>
        <source>corrupt: the PDF is damaged and could not be read</source>
        <translation>corrompido: o PDF está danificado e não pôde ser lido</translation>
    </message>
    <message>
        <source>corrupt: not a real RTF file (it does not start like one)</source>
        <translation>corrompido: não é um arquivo RTF de verdade (não começa como um)</translation>
    </message>
    <message>
        <source>corrupt: the RTF file is damaged</source>
        <translation>corrompido: o arquivo RTF está danificado</translation>
    </message>
    <message>
        <source>corrupt: not a Word document (no main text inside)</source>
        <translation>corrompido: não é um documento do Word (sem texto principal)</translation>
    </message>
    <message>
        <source>corrupt: not an OpenDocument text (no content inside)</source>
        <translation>corrompido: não é um texto OpenDocument (sem conteúdo)</translation>
    </message>
    <message>
        <source>corrupt: the document&apos;s contents are damaged</source>
        <translation>corrompido: o conteúdo do documento está danificado</translation>
    </message>
    <message>
        <source>corrupt: not a readable {kind} file (damaged or cut short)</source>
        <translation>corrompido: não é um arquivo {kind} legível (danificado ou cortado)</translation>
    </message>
    <message>
        <source>corrupt: not a readable zip file (damaged or cut short)</source>
        <translation>corrompido: não é um arquivo zip legível (danificado ou cortado)</translation>
    </message>
    <message>
        <source>corrupt: this file is damaged inside the zip</source>
        <translation>corrompido: este arquivo está danificado dentro do zip</translation>
    </message>
    <message>
        <source>not a real {kind} file: it is an old-style Office file; save it as {kind2} or PDF</source>
        <translation>não é um arquivo {kind} de verdade: é um arquivo do Office em formato antigo; salve-o como {kind2} ou PDF</translation>
    </message>
    <message>
        <source>not a text file: it holds binary data (perhaps another kind of file renamed .txt)</source>
        <translation>não é um arquivo de texto: contém dados binários (talvez outro tipo de arquivo renomeado para .txt)</translation>
    </message>
    <message>
        <source>not a valid {encoding} text file</source>
        <translation>não é um arquivo de texto {encoding} válido</translation>
    </message>
    <message>
        <source>encoding guessed as {encoding}</source>
        <translation>codificação presumida: {encoding}</translation>
    </message>
    <message>
        <source>the chosen encoding applies to plain-text files only</source>
        <translation>a codificação escolhida vale só para arquivos de texto simples</translation>
    </message>
    <message>
        <source>unsupported type ({suffix})</source>
        <translation>tipo não suportado ({suffix})</translation>
    </message>
    <message>
        <source>identical to {name}</source>
        <translation>idêntico a {name}</translation>
    </message>
    <message>
        <source>the same as {name}, in the same student&apos;s folder: read once</source>
        <translation>o mesmo que {name}, na pasta do mesmo aluno: lido uma vez</translation>
    </message>
    <message>
        <source>the same as {name}, saved again under a copy&apos;s name: read once</source>
        <translation>o mesmo que {name}, salvo de novo com o nome de uma cópia: lido uma vez</translation>
    </message>
    <message>
        <source>the same as {name}, read once</source>
        <translation>o mesmo que {name}, lido uma vez</translation>
    </message>
    <message>
        <source>not found: the file was moved, renamed or deleted</source>
        <translation>não encontrado: o arquivo foi movido, renomeado ou excluído</translation>
    </message>
    <message>
        <source>could not be read: you do not have permission to open it</source>
        <translation>não pôde ser lido: você não tem permissão para abri-lo</translation>
    </message>
    <message>
        <source>could not be read: its path is longer than the system allows</source>
        <translation>não pôde ser lido: o caminho é mais longo do que o sistema permite</translation>
    </message>
    <message>
        <source>could not be read: {reason}</source>
        <translation>não pôde ser lido: {reason}</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use here</source>
        <translation>grande demais para ler: precisaria de mais que os {size} MB de memória que um leitor pode usar aqui</translation>
    </message>
    <message>
        <source>skipped: not a document (a pipe, a device or a folder), so it was not read</source>
        <translation>ignorado: não é um documento (um pipe, um dispositivo ou uma pasta), por isso não foi lido</translation>
    </message>
    <message>
        <source>skipped: a link to a file that does not exist</source>
        <translation>ignorado: um link para um arquivo que não existe</translation>
    </message>
    <message>
        <source>skipped: a link that leads round in a loop, to no file</source>
        <translation>ignorado: um link que anda em círculo, sem levar a arquivo algum</translation>
    </message>
    <message>
        <source>skipped: a link to {other}, which is read under its own name (one file is read once)</source>
        <translation>ignorado: um link para {other}, que é lido com o próprio nome (cada arquivo é lido uma vez)</translation>
    </message>
    <message>
        <source>skipped: the zip changed since it was listed, so this file was not read</source>
        <translation>ignorado: o zip mudou desde que foi listado, por isso este arquivo não foi lido</translation>
    </message>
    <message>
        <source>a web address the student handed in (Canvas&apos;s page leading to it), not a document</source>
        <translation>um endereço web entregue pelo aluno (a página do Canvas que leva a ele), não um documento</translation>
    </message>
    <message>
        <source>a draft in the student&apos;s Teams working files, not handed in</source>
        <translation>um rascunho nos arquivos de trabalho do Teams do aluno, não entregue</translation>
    </message>
    <message>
        <source>Recognised from the file names</source>
        <translation>Reconhecido pelos nomes dos arquivos</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Download do Moodle</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Download do Canvas</translation>
    </message>
    <message>
        <source>Blackboard Learn download</source>
        <translation>Download do Blackboard Learn</translation>
    </message>
    <message>
        <source>Brightspace (D2L) download</source>
        <translation>Download do Brightspace (D2L)</translation>
    </message>
    <message>
        <source>Google Classroom folder</source>
        <translation>Pasta do Google Classroom</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Arquivos de tarefa do Microsoft Teams</translation>
    </message>
    <message>
        <source>Each sub-folder is one student</source>
        <translation>Cada subpasta é um aluno</translation>
    </message>
    <message>
        <source>Each file is one submission</source>
        <translation>Cada arquivo é uma entrega</translation>
    </message>
    <message>
        <source>Blackboard&apos;s receipt of the attempt handed in {when} (the student&apos;s name, comments and files)</source>
        <translation>recibo do Blackboard da tentativa entregue {when} (nome do aluno, comentários e arquivos)</translation>
    </message>
    <message>
        <source>Brightspace&apos;s index page of the download (which file is whose), not a student&apos;s work</source>
        <translation>página de índice do download do Brightspace (de quem é cada arquivo), não um trabalho de aluno</translation>
    </message>
    <message>
        <source>unsupported type (no extension)</source>
        <translation>tipo não suportado (sem extensão)</translation>
    </message>
    <message>
        <source>save it as .docx or PDF</source>
        <translation>salve-o como .docx ou PDF</translation>
    </message>
    <message>
        <source>export it as PDF or .docx</source>
        <translation>exporte-o como PDF ou .docx</translation>
    </message>
    <message>
        <source>export it as PDF</source>
        <translation>exporte-o como PDF</translation>
    </message>
    <message>
        <source>skipped: a link to {what} outside the folders and files you chose ({target}), so it was not read</source>
        <translation>ignorado: uma ligação para {what} fora das pastas e arquivos escolhidos ({target}), por isso não foi lido</translation>
    </message>
    <message>
        <source>skipped: a link to a folder (links to folders are not followed; the files they lead to are read where they are, if they are in the folders you chose)</source>
        <translation>ignorado: uma ligação para uma pasta (estas ligações não são seguidas; os arquivos a que levam são lidos onde estão, se estiverem nas pastas escolhidas)</translation>
    </message>
    <message>
        <source>skipped: a folder nested more than {depth} levels deep, not looked into</source>
        <translation>ignorado: uma pasta aninhada a mais de {depth} níveis, não explorada</translation>
    </message>
    <message>
        <source>skipped: the folder was replaced by another since it was found, so it was not looked into</source>
        <translation>ignorado: a pasta foi substituída por outra desde que foi encontrada, por isso não foi explorada</translation>
    </message>
    <message>
        <source>skipped: another name on disk (a hard link) for the same file as {other}, which is read under that name (one file is read once)</source>
        <translation>ignorado: outro nome no disco (uma ligação física) do mesmo arquivo que {other}, lido com esse nome (um arquivo é lido uma vez)</translation>
    </message>
    <message>
        <source>skipped: this file has other names on disk (hard links), not all in the folders you chose, so it was not read: it may be a file from elsewhere. If it is a student&apos;s work, copy it into the folder</source>
        <translation>ignorado: este arquivo tem outros nomes no disco (ligações físicas), nem todos nas pastas escolhidas, por isso não foi lido: pode vir de outro lado. Se for o trabalho de um aluno, copie-o para a pasta</translation>
    </message>
    <message>
        <source>refused: its compressed contents unpack to an enormous size (a &apos;zip bomb&apos;, built to exhaust memory), so it was not opened</source>
        <translation>recusado: o conteúdo comprimido descompacta para um tamanho enorme (uma «bomba zip», feita para esgotar a memória), por isso não foi aberto</translation>
    </message>
    <message>
        <source>shortened: only its first {chars} characters were read (the limit for one file)</source>
        <translation>encurtado: só os primeiros {chars} caracteres foram lidos (o limite para um arquivo)</translation>
    </message>
    <message>
        <source>refused: the file expands to more than {chars} characters of blank or repeated text (built to exhaust memory), so it was not read</source>
        <translation>recusado: o arquivo expande-se a mais de {chars} caracteres de espaços ou texto repetido (feito para esgotar a memória), por isso não foi lido</translation>
    </message>
    <message>
        <source>too large to read: it needs more than the {size} MB of memory a reader may use</source>
        <translation>grande demais para ler: precisa de mais do que os {size} MB de memória que um leitor pode usar</translation>
    </message>
    <message>
        <source>skipped: the file was replaced by another since it was found, so it was not read</source>
        <translation>ignorado: o arquivo foi substituído por outro desde que foi encontrado, por isso não foi lido</translation>
    </message>
    <message>
        <source>skipped: the file was given another name on disk (a hard link) since it was found, so it was not read: that name may be outside the folders you chose</source>
        <translation>ignorado: o arquivo recebeu outro nome no disco (uma ligação física) desde que foi encontrado, por isso não foi lido: esse nome pode estar fora das pastas escolhidas</translation>
    </message>
    <message>
        <source>read as plain text: its tags are nested more than {depth} levels deep, as no real page is</source>
        <translation>lido como texto simples: as suas etiquetas estão aninhadas a mais de {depth} níveis, como nenhuma página real</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) are nested more than {depth} levels deep or draw each other in a loop, which readers cut short (built to stall or mislead readers), so it was not read</source>
        <translation>recusado: os seus desenhos (form XObjects) estão aninhados a mais de {depth} níveis ou desenham-se uns aos outros em ciclo, o que os leitores interrompem (feito para travar ou enganar os leitores), por isso não foi lido</translation>
    </message>
    <message>
        <source>refused: its drawings (form XObjects) draw each other over {count} times (built to exhaust memory), so it was not read</source>
        <translation>recusado: os seus desenhos (form XObjects) desenham-se uns aos outros mais de {count} vezes (feito para esgotar a memória), por isso não foi lido</translation>
    </message>
    <message>
        <source>took too long to read (over {seconds} s): the file may be damaged or built to stall readers</source>
        <translation>demorou demasiado a ler (mais de {seconds} s): o arquivo pode estar danificado ou feito para travar os leitores</translation>
    </message>
    <message>
        <source>the reader crashed on this file: it is probably damaged</source>
        <translation>o leitor falhou neste arquivo: provavelmente está danificado</translation>
    </message>
    <message>
        <source>refused: the zip holds more than {count} files (with the zips inside it), as no class does; it may be built to stall readers. Split it, or unpack the part you need</source>
        <translation>recusado: o zip contém mais de {count} arquivos (com os zips lá dentro), como nenhuma turma; pode ter sido feito para travar os leitores. Divida-o, ou descompacte a parte de que precisa</translation>
    </message>
    <message>
        <source>skipped: a zip inside a zip inside a zip; zips are opened {depth} deep at most, so it was not opened</source>
        <translation>ignorado: um zip dentro de um zip dentro de um zip; os zips são abertos no máximo {depth} níveis, por isso não foi aberto</translation>
    </message>
    <message>
        <source>skipped: its name in the zip leads out of the zip ({name}), as only a zip built to attack unpackers does, so it was not read</source>
        <translation>ignorado: o seu nome no zip leva para fora do zip ({name}), como só faz um zip feito para atacar descompactadores, por isso não foi lido</translation>
    </message>
    <message>
        <source>skipped: a link stored in the zip (to {target}), not a document; links are not followed</source>
        <translation>ignorado: uma ligação guardada no zip (para {target}), não um documento; as ligações não são seguidas</translation>
    </message>
    <message>
        <source>skipped: a second file of the same name in the zip (as only a zip built to mislead holds); the first is read</source>
        <translation>ignorado: um segundo arquivo com o mesmo nome no zip (como só contém um zip feito para enganar); é lido o primeiro</translation>
    </message>
    <message>
        <source>refused: its files overlap inside the zip (one block of data stands for many files), as only a &apos;zip bomb&apos; built to exhaust memory and time is made, so it was not opened</source>
        <translation>recusado: os seus arquivos sobrepõem-se dentro do zip (um bloco de dados vale por muitos arquivos), como só é feita uma «bomba zip» para esgotar memória e tempo, por isso não foi aberto</translation>
    </message>
    <message>
        <source>refused: its files together unpack to an enormous size, each packed far tighter than any document (a &apos;zip bomb&apos; of many members, built to exhaust memory and time), so it was not opened</source>
        <translation>recusado: os seus arquivos juntos descompactam para um tamanho enorme, cada um comprimido muito mais do que qualquer documento (uma «bomba zip» de muitos arquivos, feita para esgotar memória e tempo), por isso não foi aberto</translation>
    </message>
    <message>
        <source>refused: the zip unpacks to more than {size} GB in all (a &apos;zip bomb&apos;, built to exhaust memory and time), so the rest of it was not read</source>
        <translation>recusado: o zip descompacta para mais de {size} GB ao todo (uma «bomba zip», feita para esgotar memória e tempo), por isso o resto não foi lido</translation>
    </message>
    <message>
        <source>an attempt dated in the future ({when}), which no platform writes: its file names may have been made to look like the platform&apos;s, so check who handed it in</source>
        <translation>uma tentativa datada no futuro ({when}), que nenhuma plataforma escreve: os nomes dos arquivos podem ter sido feitos para parecer os da plataforma; verifique quem a entregou</translation>
    </message>
    <message>
        <source>refused: the zips of this check hold more than {count} files in all, as no class does (they may be built to stall the check); the zips listed before this one are read, this one and those after it are not. Check fewer zips at a time, or unpack the part you need</source>
        <translation>recusado: os zips desta verificação contêm mais de {count} arquivos ao todo, como nenhuma turma (podem ter sido feitos para travar a verificação); os zips listados antes deste são lidos, este e os seguintes não. Verifique menos zips de cada vez, ou descompacte a parte de que precisa</translation>
    </message>
    <message>
        <source>refused: the zips of this check unpack to more than {size} GB in all (a &apos;zip bomb&apos; spread over many zips, built to exhaust memory and time); the zips listed before this one are read, this one and those after it are not</source>
        <translation>recusado: os zips desta verificação descompactam para mais de {size} GB ao todo (uma «bomba zip» espalhada por muitos zips, feita para esgotar memória e tempo); os zips listados antes deste são lidos, este e os seguintes não</translation>
    </message>
    <message>
        <source>not read: listing the zips of this check took more than {seconds} s in all (they may be built to stall the check); the zips listed before are read, this one is not. Check fewer zips at a time</source>
        <translation>não lido: listar os zips desta verificação levou mais de {seconds} s ao todo (podem ter sido feitos para travar a verificação); os listados antes são lidos, este não. Verifique menos zips de cada vez</translation>
    </message>
    <message>
        <source>not compared: the assignment sheet (it lies outside the students&apos; submissions and says it is the assignment); its text is left out of every essay, as a template&apos;s is</source>
        <translation>não comparado: o enunciado do trabalho (está fora das entregas dos alunos e diz ser o enunciado); o seu texto é deixado de fora de cada trabalho, como o de um modelo</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} words ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>comparado em parte: só as primeiras {units} palavras ({chars} caracteres) foram mantidas, para a análise ficar dentro do orçamento de memória</translation>
    </message>
    <message>
        <source>compared in part: only its first {units} characters ({chars} characters) were kept, to keep the scan within its memory budget</source>
        <translation>comparado em parte: só os primeiros {units} caracteres ({chars} caracteres) foram mantidos, para a análise ficar dentro do orçamento de memória</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters hidden, in white or in a tiny font</source>
        <translation>texto oculto deixado de fora: {chars} caracteres ocultos, a branco ou em letra minúscula</translation>
    </message>
    <message>
        <source>hidden text left out: {chars} characters in white or in a tiny font</source>
        <translation>texto oculto deixado de fora: {chars} caracteres a branco ou em letra minúscula</translation>
    </message>
    <message>
        <source>read as {encoding}, as chosen</source>
        <translation>lido como {encoding}, como escolhido</translation>
    </message>
    <message>
        <source>{count} bytes are not {encoding}</source>
        <translation>{count} bytes não são {encoding}</translation>
    </message>
    <message>
        <source>{count} byte are not {encoding}</source>
        <translation>{count} byte não é {encoding}</translation>
    </message>
    <message>
        <source>a Canvas gradebook export</source>
        <translation>uma exportação do livro de notas do Canvas</translation>
    </message>
    <message>
        <source>a Moodle participants or grades export</source>
        <translation>uma exportação de participantes ou notas do Moodle</translation>
    </message>
    <message>
        <source>a Google Classroom grades export</source>
        <translation>uma exportação de notas do Google Classroom</translation>
    </message>
    <message>
        <source>a Microsoft Teams grades export</source>
        <translation>uma exportação de notas do Microsoft Teams</translation>
    </message>
    <message>
        <source>a table of names</source>
        <translation>uma tabela de nomes</translation>
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
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <source>plagcheck hit an unexpected error and carried on.

{summary}

Details were written to {log_path}.</source>
        <translation>O plagcheck encontrou um erro inesperado e continuou.

{summary}

Os detalhes foram gravados em {log_path}.</translation>
    </message>
</context>
<context>
    <name>ExportController</name>
    <message>
        <source>HTML report (*.html)</source>
        <translation>Relatório HTML (*.html)</translation>
    </message>
    <message>
        <source>Pairs as CSV (*.csv)</source>
        <translation>Pares em CSV (*.csv)</translation>
    </message>
    <message>
        <source>Pairs as JSON (*.json)</source>
        <translation>Pares em JSON (*.json)</translation>
    </message>
    <message>
        <source> — names replaced by pseudonyms</source>
        <translation> — nomes substituídos por pseudônimos</translation>
    </message>
    <message>
        <source>Report saved</source>
        <extracomment>The formats offered by each export, the first chosen when the dialog opens.</extracomment>
        <translation>Relatório salvo</translation>
    </message>
    <message>
        <source>Saved {name} in {parent}.</source>
        <translation>{name} salvo em {parent}.</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Show its folder</source>
        <translation>Mostrar a pasta</translation>
    </message>
    <message>
        <source>Scan a folder first: there is nothing to export yet.</source>
        <extracomment>Called with the written file after an export from the dialog (tests replace it).</extracomment>
        <translation>Analise uma pasta primeiro: ainda não há nada para exportar.</translation>
    </message>
    <message>
        <source>Export anonymised report</source>
        <translation>Exportar relatório anonimizado</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar relatório</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Falha ao exportar</translation>
    </message>
    <message>
        <source>The report could not be written to {target}: {exc}</source>
        <translation>Não foi possível gravar o relatório em {target}: {exc}</translation>
    </message>
    <message>
        <source>Saved {written}</source>
        <translation>{written} salvo</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>Find in both texts</source>
        <translation>Buscar nos dois textos</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Fechar a barra de busca (Esc)</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Buscar:</translation>
    </message>
    <message>
        <source>Found in {side}</source>
        <translation>Encontrado em {side}</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Não encontrado</translation>
    </message>
</context>
<context>
    <name>ForgetDialog</name>
    <message>
        <source>Forget cached texts?</source>
        <translation>Esquecer os textos em cache?</translation>
    </message>
    <message>
        <source>plagcheck keeps the text it read from each file ({text} now), so that a second scan is fast. They are in {cache_file}, readable by you only. Delete them? The next scan reads every file again. Saved checks keep their own copy of the texts.</source>
        <translation>O plagcheck guarda o texto que leu de cada arquivo ({text} agora) para que uma segunda análise seja rápida. Eles estão em {cache_file}, legíveis só por você. Excluí-los? A próxima análise lerá cada arquivo de novo. As verificações salvas guardam a própria cópia dos textos.</translation>
    </message>
    <message>
        <source>Forget them</source>
        <translation>Esquecê-los</translation>
    </message>
</context>
<context>
    <name>GraphSvg</name>
    <message>
        <source>Group of {size} students, highest score {score}</source>
        <extracomment>Stroke colour and dash pattern of an edge per review state (&quot;&quot; draws a solid line).</extracomment>
        <translation>Grupo de {size} alunos, maior pontuação {score}</translation>
    </message>
</context>
<context>
    <name>GroupsPage</name>
    <message>
        <source>Students</source>
        <translation>Alunos</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Maior</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membros</translation>
    </message>
    <message>
        <source>Click a line to compare those two documents</source>
        <translation>Clique em uma linha para comparar esses dois documentos</translation>
    </message>
    <message>
        <source>Thicker line: more text in common. Click a line to compare the two documents. Blue-grey: not reviewed; red: confirmed; orange dashes: needs a conversation; grey dots: not plagiarism.</source>
        <translation>Linha mais grossa: mais texto em comum. Clique em uma linha para comparar os dois documentos. Cinza-azulado: não revisado; vermelho: confirmado; traços laranja: requer uma conversa; pontos cinza: não é plágio.</translation>
    </message>
    <message>
        <source>No group at this threshold: no two students share enough text.</source>
        <translation>Nenhum grupo neste limiar: nenhum par de alunos compartilha texto suficiente.</translation>
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
        <translation>Como ler as pontuações</translation>
    </message>
    <message>
        <source>Every document is compared with every other. A pair is listed when its score reaches the threshold you set with the slider, or when the two documents share a passage long enough to look at whatever its share of a long essay (the “Listed for” column says which).</source>
        <translation>Cada documento é comparado com todos os outros. Um par é listado quando sua pontuação atinge o limiar que você define com o controle deslizante, ou quando os dois documentos compartilham um trecho longo o bastante para merecer leitura, seja qual for sua proporção em uma redação longa (a coluna “Listado por” diz qual dos dois).</translation>
    </message>
    <message>
        <source>The threshold only filters what is shown: moving it never rescans.</source>
        <translation>O limiar só filtra o que é mostrado: movê-lo nunca analisa de novo.</translation>
    </message>
    <message>
        <source>What the colours mean</source>
        <translation>O que as cores significam</translation>
    </message>
    <message>
        <source>In the side-by-side view each shared passage has a colour, and its twin in the other document has the same colour. Click a passage to bring its twin into view.</source>
        <translation>Na visualização lado a lado, cada trecho em comum tem uma cor, e seu gêmeo no outro documento tem a mesma cor. Clique em um trecho para trazer seu gêmeo à vista.</translation>
    </message>
    <message>
        <source>Copied passages ({copied}) are filled with their colour.</source>
        <translation>Os trechos copiados ({copied}) são preenchidos com sua cor.</translation>
    </message>
    <message>
        <source>Reworded passages ({reworded}) are outlined with a dashed line instead, and the words both sides share are in bold inside them. Each passage shows how alike its two sides are.</source>
        <translation>Os trechos reescritos ({reworded}) são contornados por uma linha tracejada, e as palavras que os dois lados têm ficam em negrito dentro deles. Cada trecho mostra o quanto seus dois lados se parecem.</translation>
    </message>
    <message>
        <source>A reworded passage marked “{SHAPE_LABEL}” was found by its shape: its {SHAPE_WORDS}, as a tool swapping words for others of the same meaning leaves them. Its likeness is then low: the shape is the evidence, and the view says how many sentences show it.</source>
        <translation>Um trecho reescrito marcado como “{SHAPE_LABEL}” foi encontrado por sua forma: {SHAPE_WORDS}, como deixa uma ferramenta que troca palavras por outras de mesmo sentido. A semelhança dele é então baixa: a prova é a forma, e a visualização diz quantas frases a mostram.</translation>
    </message>
    <message>
        <source>Greyed text did not count: the assignment or a template given to everyone, text common to most of the class, and text several essays have at the same place (a cover sheet, the question pasted at the top). Italic text on grey-blue is a quotation: one without a citation counts like any other text; one with a citation beside it is greyed too (quoted and cited: it did not count). Upright text on beige is a reference list, left out of the scores unless the settings count it.</source>
        <translation>O texto em cinza não contou: o enunciado ou um modelo entregue a todos, o texto comum à maior parte da turma e o texto que vários trabalhos têm no mesmo lugar (uma capa, a pergunta colada no início). O texto em itálico sobre cinza-azulado é uma citação: sem referência, conta como qualquer outro texto; com referência ao lado, também fica em cinza (citada com a fonte: não contou). O texto redondo sobre bege é uma bibliografia, fora das pontuações a menos que as configurações a contem.</translation>
    </message>
    <message>
        <source>What is left out, and why</source>
        <extracomment>The guide&apos;s sections the report carries (the others are about the window).</extracomment>
        <translation>O que fica de fora, e por quê</translation>
    </message>
    <message>
        <source>Files given to everyone (the assignment, a template) never count, wherever they occur.</source>
        <translation>Os arquivos entregues a todos (o enunciado, um modelo) nunca contam, onde quer que apareçam.</translation>
    </message>
    <message>
        <source>Text that most of the class shares (set phrases, the question repeated) is left out, so that everyone answering the same question does not look like copying; so is text three or more students have at the top of their essays (a cover sheet&apos;s labels, the question they pasted), in a class of any size. A document in the folder that essays begin with, the question sheet, is used as the template and not compared.</source>
        <translation>O texto que a maior parte da turma compartilha (frases feitas, a pergunta repetida) fica de fora, para que todos que respondem à mesma pergunta não pareçam copiar; o mesmo vale para o texto que três ou mais alunos têm no início do trabalho (os campos de uma capa, a pergunta colada), em uma turma de qualquer tamanho. Um documento da pasta com o qual os trabalhos começam, a folha do enunciado, é usado como modelo e não é comparado.</translation>
    </message>
    <message>
        <source>A quotation with a citation beside it (Hartley, 2023), [3] or a note number is honest use of a source and does not count; a quotation without one counts, and is marked “quoted, no citation”. Two students&apos; sentences that both cite a source, or that both rework one sentence of a source in the folder, are not taken for copying from each other.</source>
        <translation>Uma citação com referência ao lado (Hartley, 2023), [3] ou um número de nota é um uso honesto de uma fonte e não conta; uma citação sem referência conta e é marcada como “citada, sem referência”. Frases de dois alunos que citam a mesma fonte, ou que reelaboram a mesma frase de uma fonte da pasta, não são tomadas como cópia de um pelo outro.</translation>
    </message>
    <message>
        <source>Reference lists are left out by default; every quotation can be left out in Settings. Both are always shown in their own style.</source>
        <translation>As bibliografias ficam de fora por padrão; todas as citações podem ficar de fora nas Configurações. Ambas são sempre mostradas com estilo próprio.</translation>
    </message>
    <message>
        <source>A pair that shares nothing but part of one sentence (a set phrase such as “In this essay I will look at the main threats and”) is not listed.</source>
        <translation>Um par que compartilha só parte de uma frase (uma frase feita como “Nesta redação vou examinar as principais ameaças e”) não é listado.</translation>
    </message>
    <message>
        <source>Very short matches (a few words in common) do not count: any two texts on one topic share some.</source>
        <translation>Coincidências muito curtas (poucas palavras em comum) não contam: dois textos sobre o mesmo assunto sempre compartilham algumas.</translation>
    </message>
    <message>
        <source>Files that could not be read are listed under File problems with the reason; the rest of the class is compared without them.</source>
        <translation>Os arquivos que não puderam ser lidos são listados em Problemas de arquivos com o motivo; o resto da turma é comparado sem eles.</translation>
    </message>
    <message>
        <source>What a high score does and does not prove</source>
        <translation>O que uma pontuação alta prova, e o que não prova</translation>
    </message>
    <message>
        <source>A high score means the two texts share wording. It does not say who copied from whom, or whether copying happened at all: both may have used the same source, quoted the same text, or worked together as they were allowed to.</source>
        <translation>Uma pontuação alta significa que os dois textos compartilham formulações. Não diz quem copiou de quem, nem se houve cópia: os dois podem ter usado a mesma fonte, citado o mesmo texto ou trabalhado juntos como era permitido.</translation>
    </message>
    <message>
        <source>A low score does not prove independence either: a short passage in a long essay is a small share (that is why long passages are listed whatever the score), and heavy rewording can hide some copying.</source>
        <translation>Uma pontuação baixa também não prova independência: um trecho curto em uma redação longa é uma proporção pequena (por isso os trechos longos são listados qualquer que seja a pontuação), e uma reescrita pesada pode esconder parte da cópia.</translation>
    </message>
    <message>
        <source>The score is a reason to read both texts, never a verdict on its own.</source>
        <translation>A pontuação é um motivo para ler os dois textos, nunca um veredito por si só.</translation>
    </message>
    <message>
        <source>Reviewing a pair fairly</source>
        <translation>Revisar um par com justiça</translation>
    </message>
    <message>
        <source>Read both passages in context, in the side-by-side view, before deciding.</source>
        <translation>Leia os dois trechos no contexto, na visualização lado a lado, antes de decidir.</translation>
    </message>
    <message>
        <source>Check whether the shared text is a quotation, the question, a common source or set phrases.</source>
        <translation>Verifique se o texto em comum é uma citação, a pergunta, uma fonte comum ou frases feitas.</translation>
    </message>
    <message>
        <source>Look at the other pairs of the same students (the Groups tab): a group sharing one source reads differently from two students sharing with each other.</source>
        <translation>Veja os outros pares dos mesmos alunos (a aba Grupos): um grupo que compartilha uma mesma fonte se lê de forma diferente de dois alunos que compartilham entre si.</translation>
    </message>
    <message>
        <source>Record what you decided and why with a review state and a note; they are saved with the check and can go in the report.</source>
        <translation>Registre o que você decidiu e por quê com um estado de revisão e uma nota; eles são salvos com a verificação e podem ir para o relatório.</translation>
    </message>
    <message>
        <source>Talk with the student before concluding: they may have an explanation the texts do not show.</source>
        <translation>Converse com o aluno antes de concluir: ele pode ter uma explicação que os textos não mostram.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Como funciona (avançado)</translation>
    </message>
    <message>
        <source>Each text is cut into overlapping runs of {k} {units} (“shingles”), after folding case, invisible characters and look-alike letters. Two texts share wording when they share shingles.</source>
        <translation>Cada texto é cortado em sequências sobrepostas de {k} {units} (“shingles”), depois de unificar maiúsculas e minúsculas, caracteres invisíveis e letras parecidas. Dois textos compartilham formulações quando compartilham shingles.</translation>
    </message>
    <message>
        <source>Comparing every pair exactly would take too long for a large class, so plagcheck first finds the pairs worth checking with a few searches. The whole-document search compares short fingerprints of each text (MinHash signatures) grouped in bands (locality-sensitive hashing): the chance that a pair is checked rises steeply with how alike the whole texts are (the S-curve shown under View). The passage search does the same for windows of each text, so that one copied paragraph in a long essay is found even though the essays as wholes are not alike; when finding reworded copying is on, a third search looks at windows of content words whatever their order, and a fourth at the order of the small words (the, of, in) and of the commas and full stops, which a synonym tool leaves where they were.</source>
        <translation>Comparar cada par exatamente levaria tempo demais para uma turma grande, então o plagcheck primeiro encontra, com algumas buscas, os pares que vale a pena verificar. A busca em documentos inteiros compara impressões curtas de cada texto (assinaturas MinHash) agrupadas em faixas (hashing sensível à localidade): a chance de um par ser verificado cresce rapidamente com a semelhança dos textos inteiros (a curva em S, em Exibir). A busca de trechos faz o mesmo com janelas de cada texto, de modo que um parágrafo copiado em uma redação longa é encontrado mesmo que as redações como um todo não se pareçam; quando a busca de cópia reescrita está ativada, uma terceira busca examina janelas de palavras de conteúdo em qualquer ordem, e uma quarta a ordem das palavras pequenas (o, de, em) e das vírgulas e pontos, que uma ferramenta de sinônimos deixa onde estavam.</translation>
    </message>
    <message>
        <source>Every pair found is then checked exactly: the shared shingles are counted and located in both texts, and nearby matches are joined into passages. Reworded passages are found by comparing the two texts sentence by sentence by their content words, whatever their order, and by the shape of their sentences: a paragraph whose words were swapped for synonyms one for one keeps its small words and the length of each sentence, sentence after sentence, and is found by that even where few of its words are left (it then shows a low likeness and is marked “{SHAPE_LABEL}”). The figures come from this exact check, never from the fingerprints.</source>
        <translation>Cada par encontrado é então verificado exatamente: os shingles em comum são contados e localizados nos dois textos, e coincidências próximas são unidas em trechos. Os trechos reescritos são encontrados comparando os dois textos frase a frase pelas palavras de conteúdo, em qualquer ordem, e pela forma das frases: um parágrafo cujas palavras foram trocadas uma a uma por sinônimos mantém suas palavras pequenas e o comprimento de cada frase, frase após frase, e é encontrado por isso mesmo quando restam poucas de suas palavras (mostra então uma semelhança baixa e é marcado como “{SHAPE_LABEL}”). Os números vêm desta verificação exata, nunca das impressões.</translation>
    </message>
    <message>
        <source>“Similar overall” is the Jaccard similarity of the two sets of shingles; “A found in B” is the containment of A in B, with the words of reworded passages added.</source>
        <translation>“Semelhança geral” é a similaridade de Jaccard dos dois conjuntos de shingles; “A em B” é a proporção de A contida em B, somadas as palavras dos trechos reescritos.</translation>
    </message>
    <message>
        <source>&lt;h1&gt;Reading plagcheck&apos;s results&lt;/h1&gt;
</source>
        <translation>&lt;h1&gt;Lendo os resultados do plagcheck&lt;/h1&gt;
</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>plagcheck guide</source>
        <translation>Guia do plagcheck</translation>
    </message>
</context>
<context>
    <name>Histogram</name>
    <message>
        <source>{count} checked pairs by score; threshold {threshold}</source>
        <translation>{count} pares verificados por pontuação; limiar {threshold}</translation>
    </message>
    <message>
        <source>threshold {threshold}</source>
        <translation>limiar {threshold}</translation>
    </message>
    <message>
        <source>score (larger containment)</source>
        <translation>pontuação (a maior proporção contida)</translation>
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
        <translation>texto digitado</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <source>Adding to the library</source>
        <translation>Adicionando à biblioteca</translation>
    </message>
    <message>
        <source>Choose a folder of texts to add as a collection</source>
        <translation>Escolher uma pasta de textos para adicionar como coleção</translation>
    </message>
    <message>
        <source>Name the collection</source>
        <translation>Dar nome à coleção</translation>
    </message>
    <message>
        <source>Collection name (an existing name adds to that collection):</source>
        <translation>Nome da coleção (um nome existente adiciona a essa coleção):</translation>
    </message>
    <message>
        <source>Remove collection</source>
        <translation>Remover coleção</translation>
    </message>
    <message>
        <source>Remove the collection {name} ({documents} documents) from the library? The original files are not touched.</source>
        <translation>Remover da biblioteca a coleção {name} ({documents} documentos)? Os arquivos originais não são alterados.</translation>
    </message>
    <message>
        <source>Choose the folder of an institution&apos;s archive</source>
        <translation>Escolher a pasta do arquivo de uma instituição</translation>
    </message>
    <message>
        <source>Add an archive</source>
        <translation>Adicionar um arquivo institucional</translation>
    </message>
    <message>
        <source>The archive&apos;s address, as your IT department gives it (or a folder):</source>
        <translation>O endereço do arquivo, como o seu departamento de TI informa (ou uma pasta):</translation>
    </message>
    <message>
        <source>cannot be used: {exc}</source>
        <translation>não pode ser usado: {exc}</translation>
    </message>
    <message>
        <source>Added {added} documents to {name}</source>
        <translation>{added} documentos adicionados a {name}</translation>
    </message>
    <message>
        <source>; {already_there} were already in it</source>
        <translation>; {already_there} já estavam nela</translation>
    </message>
    <message>
        <source> and {unreadable} more</source>
        <translation> e mais {unreadable}</translation>
    </message>
    <message>
        <source>; {unreadable} could not be read ({shown}{more})</source>
        <translation>; {unreadable} não puderam ser lidos ({shown}{more})</translation>
    </message>
    <message>
        <source>The library could not be opened: {exc}</source>
        <translation>Não foi possível abrir a biblioteca: {exc}</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Coleção</translation>
    </message>
    <message>
        <source>Adding {folder} as {name}…</source>
        <translation>Adicionando {folder} como {name}…</translation>
    </message>
    <message>
        <source>{address} was not added: {documents}</source>
        <translation>{address} não foi adicionado: {documents}</translation>
    </message>
    <message>
        <source>Added the archive {address} ({documents} documents); the next scan uses it.</source>
        <translation>Arquivo {address} adicionado ({documents} documentos); a próxima análise o usará.</translation>
    </message>
    <message>
        <source>{name} could not be removed: {exc}</source>
        <translation>Não foi possível remover {name}: {exc}</translation>
    </message>
    <message>
        <source>Removed {name} ({removed} documents).</source>
        <translation>{name} removida ({removed} documentos).</translation>
    </message>
    <message>
        <source>{words}: {done} of {total}</source>
        <translation>{words}: {done} de {total}</translation>
    </message>
    <message>
        <source>Adding stopped with an error: {message}</source>
        <translation>A adição parou com um erro: {message}</translation>
    </message>
    <message>
        <source>Adding cancelled; the documents stored so far are kept.</source>
        <translation>Adição cancelada; os documentos guardados até agora são mantidos.</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <source>The reference library keeps texts the class may have copied from: last year&apos;s essays, a textbook chapter, web pages saved as files. Tick the collections the next scan should compare the class with; each student is compared with them, and they are never compared with each other. The library is kept in plagcheck&apos;s own data folder: the folders you add are only read.</source>
        <translation>A biblioteca de referência guarda textos dos quais a turma pode ter copiado: redações do ano passado, um capítulo de livro didático, páginas web salvas como arquivos. Marque as coleções com as quais a próxima análise deve comparar a turma; cada aluno é comparado com elas, e elas nunca são comparadas entre si. A biblioteca fica na pasta de dados do próprio plagcheck: as pastas que você adiciona são apenas lidas.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Coleção</translation>
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
        <translation>O arquivo de entregas anteriores de uma instituição (uma pasta em uma unidade compartilhada, ou o endereço que o seu departamento de TI informa) é apenas lido: a turma é comparada com cada documento dele. Os arquivos marcados são usados pela próxima análise; um desmarcado sai desta lista quando a janela é fechada.</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Arquivo institucional</translation>
    </message>
    <message>
        <source>Reference library</source>
        <translation>Biblioteca de referência</translation>
    </message>
    <message>
        <source>The library is empty. Add a folder of texts as a collection to start.</source>
        <translation>A biblioteca está vazia. Adicione uma pasta de textos como coleção para começar.</translation>
    </message>
    <message>
        <source>&amp;Add folder as collection…</source>
        <translation>&amp;Adicionar pasta como coleção…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Add archive &amp;folder…</source>
        <translation>Adicionar &amp;pasta de arquivo…</translation>
    </message>
    <message>
        <source>Add archive a&amp;ddress…</source>
        <translation>Adicionar &amp;endereço de arquivo…</translation>
    </message>
    <message>
        <source>Cancel adding</source>
        <translation>Cancelar a adição</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with this collection</source>
        <translation>Marcada: a próxima análise compara a turma com esta coleção</translation>
    </message>
    <message>
        <source>Ticked: the next scan compares the class with every document of this archive</source>
        <translation>Marcado: a próxima análise compara a turma com cada documento deste arquivo</translation>
    </message>
</context>
<context>
    <name>MainController</name>
    <message>
        <source>. Drop a folder of submissions, or the documents themselves.</source>
        <extracomment>The window asks about at most this many files that look like the assignment&apos;s question, one by one. Asks whether folders named like sources hold sources: (window, folders) -&gt; the confirmed ones. Asks before forgetting cached texts: (window, cache file, texts held) -&gt; True to go ahead. Asks whether a file that looks like the assignment&apos;s question is it: (window, its name) -&gt; True if so.</extracomment>
        <translation>. Solte uma pasta de entregas, ou os próprios documentos.</translation>
    </message>
    <message>
        <source>Choose a folder of student work</source>
        <translation>Escolher uma pasta com trabalhos de alunos</translation>
    </message>
    <message>
        <source>Choose documents to compare</source>
        <translation>Escolher os documentos a comparar</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documentos ({patterns});;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>{folder} no longer exists.</source>
        <translation>{folder} não existe mais.</translation>
    </message>
    <message>
        <source>Scanning {names} — plagcheck</source>
        <translation>Analisando {names} — plagcheck</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Analisando…</translation>
    </message>
    <message>
        <source>the scan ended without a result</source>
        <translation>a análise terminou sem resultado</translation>
    </message>
    <message>
        <source>Scanned in {seconds} s.</source>
        <translation>Analisado em {seconds} s.</translation>
    </message>
    <message>
        <source>{count} files look like the assignment&apos;s question; if one is, add it under Scan → Files given to everyone…</source>
        <translation>{count} arquivos parecem o enunciado da tarefa; se algum for, adicione-o em Análise → Arquivos entregues a todos…</translation>
    </message>
    <message>
        <source>The scan stopped with an error: {message}</source>
        <translation>A análise parou com um erro: {message}</translation>
    </message>
    <message>
        <source>Scan cancelled.</source>
        <translation>Análise cancelada.</translation>
    </message>
    <message>
        <source> {missing} original files are no longer where they were; their saved text is shown.</source>
        <translation> {missing} arquivos originais não estão mais onde estavam; o texto salvo deles é mostrado.</translation>
    </message>
    <message>
        <source>Opened {name}, saved {saved_at}.{missing}</source>
        <translation>{name} aberto, salvo {saved_at}.{missing}</translation>
    </message>
    <message>
        <source>{name}[*] — plagcheck</source>
        <translation>{name}[*] — plagcheck</translation>
    </message>
    <message>
        <source>plagcheck check</source>
        <translation>verificação do plagcheck</translation>
    </message>
    <message>
        <source>The new language takes effect the next time plagcheck starts.</source>
        <translation>O novo idioma vale a partir da próxima vez que o plagcheck for iniciado.</translation>
    </message>
    <message>
        <source>Wait for the scan to end (or cancel it) to forget cached texts.</source>
        <translation>Espere a análise terminar (ou cancele-a) para esquecer os textos em cache.</translation>
    </message>
    <message>
        <source>The cached texts could not be deleted: {exc}</source>
        <translation>Não foi possível excluir os textos em cache: {exc}</translation>
    </message>
    <message>
        <source>Forgot {text}.</source>
        <translation>Textos em cache esquecidos: {text}.</translation>
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
        <translation>Alunos</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Turma</translation>
    </message>
    <message>
        <source>Open &amp;folder…</source>
        <extracomment>Asked before the window closes; False keeps it open (the controller sets it: unsaved reviews).</extracomment>
        <translation>Abrir &amp;pasta…</translation>
    </message>
    <message>
        <source>Scan every document in a folder</source>
        <translation>Analisar cada documento de uma pasta</translation>
    </message>
    <message>
        <source>Open f&amp;iles…</source>
        <translation>Abrir arqu&amp;ivos…</translation>
    </message>
    <message>
        <source>Scan chosen documents</source>
        <translation>Analisar os documentos escolhidos</translation>
    </message>
    <message>
        <source>Open chec&amp;k…</source>
        <translation>Abrir &amp;verificação…</translation>
    </message>
    <message>
        <source>Open a check saved earlier, with its reviews</source>
        <translation>Abrir uma verificação salva anteriormente, com suas revisões</translation>
    </message>
    <message>
        <source>&amp;Save check</source>
        <translation>&amp;Salvar verificação</translation>
    </message>
    <message>
        <source>Save this check and its reviews to one file, to open later</source>
        <translation>Salvar esta verificação e suas revisões em um arquivo, para abrir depois</translation>
    </message>
    <message>
        <source>Save check &amp;as…</source>
        <translation>Salvar verificação &amp;como…</translation>
    </message>
    <message>
        <source>Save this check and its reviews to another file</source>
        <translation>Salvar esta verificação e suas revisões em outro arquivo</translation>
    </message>
    <message>
        <source>&amp;Print pair…</source>
        <translation>&amp;Imprimir par…</translation>
    </message>
    <message>
        <source>Print the selected pair side by side, as the report shows it</source>
        <translation>Imprimir o par selecionado lado a lado, como o relatório o mostra</translation>
    </message>
    <message>
        <source>Open document &amp;A</source>
        <translation>Abrir o documento &amp;A</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document A in the program that opens it</source>
        <translation>Abrir o documento A do par selecionado no programa que o abre</translation>
    </message>
    <message>
        <source>Open document &amp;B</source>
        <translation>Abrir o documento &amp;B</translation>
    </message>
    <message>
        <source>Open the selected pair&apos;s document B in the program that opens it</source>
        <translation>Abrir o documento B do par selecionado no programa que o abre</translation>
    </message>
    <message>
        <source>Show A in its folder</source>
        <translation>Mostrar A na sua pasta</translation>
    </message>
    <message>
        <source>Open the folder holding document A</source>
        <translation>Abrir a pasta que contém o documento A</translation>
    </message>
    <message>
        <source>Show B in its folder</source>
        <translation>Mostrar B na sua pasta</translation>
    </message>
    <message>
        <source>Open the folder holding document B</source>
        <translation>Abrir a pasta que contém o documento B</translation>
    </message>
    <message>
        <source>&amp;Find in texts…</source>
        <translation>&amp;Buscar nos textos…</translation>
    </message>
    <message>
        <source>Find words in the two texts of the compare view</source>
        <translation>Buscar palavras nos dois textos da visualização de comparação</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Analisar de novo</translation>
    </message>
    <message>
        <source>Scan the same folder again</source>
        <translation>Analisar a mesma pasta de novo</translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Exportar relatório…</translation>
    </message>
    <message>
        <source>Save an HTML report of the pairs shown (also CSV or JSON)</source>
        <translation>Salvar um relatório HTML dos pares mostrados (também CSV ou JSON)</translation>
    </message>
    <message>
        <source>Export &amp;anonymised report…</source>
        <translation>Exportar relatório &amp;anonimizado…</translation>
    </message>
    <message>
        <source>The same report with every student named by a pseudonym (Student 1, Student 2…)</source>
        <translation>O mesmo relatório com cada aluno indicado por um pseudônimo (Aluno 1, Aluno 2…)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Como os documentos são comparados</translation>
    </message>
    <message>
        <source>&amp;Cancel scan</source>
        <translation>&amp;Cancelar análise</translation>
    </message>
    <message>
        <source>Stop the scan that is running</source>
        <translation>Parar a análise em andamento</translation>
    </message>
    <message>
        <source>Class &amp;list…</source>
        <translation>&amp;Lista da turma…</translation>
    </message>
    <message>
        <source>Name the students from the class list your platform exports</source>
        <translation>Nomear os alunos pela lista da turma que a sua plataforma exporta</translation>
    </message>
    <message>
        <source>Files given to &amp;everyone…</source>
        <translation>Arquivos entregues a &amp;todos…</translation>
    </message>
    <message>
        <source>The assignment or template every student got: its text never counts</source>
        <translation>O enunciado ou modelo que cada aluno recebeu: seu texto nunca conta</translation>
    </message>
    <message>
        <source>&amp;Sources in the class folder…</source>
        <translation>&amp;Fontes na pasta da turma…</translation>
    </message>
    <message>
        <source>Mark files or folders of the class as sources, not students&apos; work</source>
        <translation>Marcar arquivos ou pastas da turma como fontes, não como trabalhos de alunos</translation>
    </message>
    <message>
        <source>Reference &amp;library…</source>
        <translation>Biblioteca de &amp;referência…</translation>
    </message>
    <message>
        <source>Collections of texts the class is compared with (last year&apos;s essays…)</source>
        <translation>Coleções de textos com as quais a turma é comparada (redações do ano passado…)</translation>
    </message>
    <message>
        <source>Open &amp;compare view</source>
        <translation>Abrir a visualização de &amp;comparação</translation>
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
        <translation>Grupos de alunos ligados por texto em comum</translation>
    </message>
    <message>
        <source>Show &amp;students</source>
        <translation>Mostrar a&amp;lunos</translation>
    </message>
    <message>
        <source>Each submission&apos;s highest match</source>
        <translation>A maior coincidência de cada entrega</translation>
    </message>
    <message>
        <source>Show the c&amp;lass</source>
        <translation>Mostrar a &amp;turma</translation>
    </message>
    <message>
        <source>How the files were read: which student handed in what (correct it here)</source>
        <translation>Como os arquivos foram lidos: qual aluno entregou o quê (corrija aqui)</translation>
    </message>
    <message>
        <source>Mark the selected pair: {lower}</source>
        <translation>Marcar o par selecionado: {lower}</translation>
    </message>
    <message>
        <source>Mark this pair: {lower} (Ctrl+{number})</source>
        <translation>Marcar este par: {lower} (Ctrl+{number})</translation>
    </message>
    <message>
        <source>Write a &amp;note…</source>
        <translation>Escrever uma &amp;nota…</translation>
    </message>
    <message>
        <source>Write a note about the selected pair</source>
        <translation>Escrever uma nota sobre o par selecionado</translation>
    </message>
    <message>
        <source>Note…</source>
        <translation>Nota…</translation>
    </message>
    <message>
        <source>Write a note about this pair (F2)</source>
        <translation>Escrever uma nota sobre este par (F2)</translation>
    </message>
    <message>
        <source>plagcheck &amp;guide</source>
        <translation>&amp;Guia do plagcheck</translation>
    </message>
    <message>
        <source>How to read the scores and colours, and how to review a pair fairly</source>
        <translation>Como ler as pontuações e as cores, e como revisar um par com justiça</translation>
    </message>
    <message>
        <source>How it &amp;works</source>
        <translation>Como &amp;funciona</translation>
    </message>
    <message>
        <source>The method behind the figures (advanced)</source>
        <translation>O método por trás dos números (avançado)</translation>
    </message>
    <message>
        <source>Show &amp;copied passages only</source>
        <translation>Mostrar só trechos &amp;copiados</translation>
    </message>
    <message>
        <source>Hide reworded passages and count copied text only (no rescan)</source>
        <translation>Ocultar os trechos reescritos e contar só o texto copiado (sem analisar de novo)</translation>
    </message>
    <message>
        <source>Show the search &amp;curve (advanced)</source>
        <translation>Mostrar a c&amp;urva de busca (avançado)</translation>
    </message>
    <message>
        <source>The chance the whole-document search checks a pair, by similarity</source>
        <translation>A chance de a busca em documentos inteiros verificar um par, conforme a semelhança</translation>
    </message>
    <message>
        <source>&amp;Forget cached texts…</source>
        <translation>&amp;Esquecer textos em cache…</translation>
    </message>
    <message>
        <source>Delete the texts kept from files already read (the next scan reads every file again)</source>
        <translation>Excluir os textos guardados de arquivos já lidos (a próxima análise lerá cada arquivo de novo)</translation>
    </message>
    <message>
        <source>Show &amp;log folder</source>
        <translation>Mostrar a pasta de &amp;registro</translation>
    </message>
    <message>
        <source>&amp;About plagcheck</source>
        <translation>&amp;Sobre o plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>A&amp;nálise</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;visão</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>How it works</source>
        <translation>Como funciona</translation>
    </message>
</context>
<context>
    <name>MatchMap</name>
    <message>
        <source>Where the shared passages are in each document. Click a band to select it.</source>
        <translation>Onde estão os trechos em comum em cada documento. Clique em uma faixa para selecioná-la.</translation>
    </message>
</context>
<context>
    <name>Naming</name>
    <message>
        <source>Similarity report: {name}, {date}</source>
        <translation>Relatório de semelhança: {name}, {date}</translation>
    </message>
    <message>
        <source>Similarity report, {date}</source>
        <translation>Relatório de semelhança, {date}</translation>
    </message>
    <message>
        <source>anonymised similarity report</source>
        <translation>relatório de semelhança anonimizado</translation>
    </message>
    <message>
        <source>similarity report</source>
        <translation>relatório de semelhança</translation>
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
        <translation>comparado só em parte: este par levou mais de {seconds} s a ser comparado (os arquivos podem ter sido feitos para travar a verificação), por isso os trechos após o ponto atingido não foram procurados, os reformulados de todo, e as suas pontuações contam cada expressão comum; compare os dois arquivos à mão</translation>
    </message>
    <message>
        <source>shown in part: this pair shares more than {passages} separate passages (one file may be the other&apos;s pieces shuffled and repeated), so only the longest {passages} are shown, reworded ones were not looked for, and its scores count every passage; compare the two files by hand</source>
        <translation>mostrado em parte: este par partilha mais de {passages} trechos distintos (um arquivo pode ser os pedaços do outro misturados e repetidos), por isso só os {passages} mais longos são mostrados, os reformulados não foram procurados, e as suas pontuações contam cada trecho; compare os dois arquivos à mão</translation>
    </message>
    <message>
        <source>not compared in full: comparing this pair took too long or failed, so no passage was looked for and its scores count every shared phrase; compare the two files by hand</source>
        <translation>não comparado por inteiro: comparar este par demorou demasiado ou falhou, por isso nenhum trecho foi procurado e as suas pontuações contam cada expressão comum; compare os dois arquivos à mão</translation>
    </message>
    <message>
        <source>The memory limit for reading files could not be set on this system: a file built to exhaust memory was stopped only by the limits inside the readers and the time limit.</source>
        <translation>Não foi possível definir o limite de memória para ler arquivos neste sistema: um arquivo feito para esgotar a memória só foi travado pelos limites dos leitores e pelo limite de tempo.</translation>
    </message>
    <message>
        <source>Files were read with less memory than usual: this program runs under a memory limit set outside it (ulimit -v, a container or a batch system), which left each reader {least} MB instead of {usual} MB; a file that needed more is listed as too large to read.</source>
        <translation>Os arquivos foram lidos com menos memória do que o habitual: este programa corre sob um limite de memória definido fora dele (ulimit -v, um contentor ou um sistema de lotes), que deixou a cada leitor {least} MB em vez de {usual} MB; um arquivo que precisava de mais aparece como grande demais para ler.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they hold more than {files} files in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Só parte dos zips foi lida: contêm mais de {files} arquivos ao todo, como nenhuma turma. Não lidos (listados em Problemas de arquivos): {zips}; os arquivos dos zips listados antes foram verificados.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: they unpack to more than {gigabytes} GB in all, as no class&apos;s do. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Só parte dos zips foi lida: descompactados ocupam mais de {gigabytes} GB ao todo, como nenhuma turma. Não lidos (listados em Problemas de arquivos): {zips}; os arquivos dos zips listados antes foram verificados.</translation>
    </message>
    <message>
        <source>Only part of the zips was read: listing them took more than {seconds} s, as no class&apos;s does. Not read (listed under File problems): {zips}; the files of the zips listed before them were checked.</source>
        <translation>Só parte dos zips foi lida: listá-los levou mais de {seconds} s, como com nenhuma turma. Não lidos (listados em Problemas de arquivos): {zips}; os arquivos dos zips listados antes foram verificados.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} words of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Para ficar dentro do seu orçamento de memória, a análise comparou só em parte os arquivos mais longos ({files}, listados em Problemas de arquivos): compara no máximo {units} palavras de um arquivo, e tanto da turma quanto cabe em cerca de {megabytes} MB de memória.</translation>
    </message>
    <message>
        <source>To keep within its memory budget, the scan compared the longest files only in part ({files}, listed under File problems): it compares at most {units} characters of one file, and as much of the class as about {megabytes} MB of memory holds.</source>
        <translation>Para ficar dentro do seu orçamento de memória, a análise comparou só em parte os arquivos mais longos ({files}, listados em Problemas de arquivos): compara no máximo {units} caracteres de um arquivo, e tanto da turma quanto cabe em cerca de {megabytes} MB de memória.</translation>
    </message>
    <message>
        <source>the unit must be &apos;word&apos; or &apos;char&apos;, not {value}</source>
        <translation>a unidade deve ser «word» ou «char», não {value}</translation>
    </message>
    <message>
        <source>k must be between 1 and 50 (the length of a run), not {value}</source>
        <translation>o comprimento das sequências (k) deve estar entre 1 e 50, não {value}</translation>
    </message>
    <message>
        <source>num-perm must be between 16 and 1024 (the fingerprints per document), not {value}</source>
        <translation>as impressões por documento (num-perm) devem estar entre 16 e 1024, não {value}</translation>
    </message>
    <message>
        <source>the threshold must be between 0 and 1, not {value}</source>
        <translation>o limiar deve estar entre 0 e 1, não {value}</translation>
    </message>
    <message>
        <source>the smallest overlap kept (min-score) must be between 0 and 1, not {value}</source>
        <translation>a sobreposição mínima mantida (min-score) deve estar entre 0 e 1, não {value}</translation>
    </message>
    <message>
        <source>the lowest threshold (lowest-threshold) must be between 0 and 1, not {value}</source>
        <translation>o limiar mais baixo (lowest-threshold) deve estar entre 0 e 1, não {value}</translation>
    </message>
    <message>
        <source>the share of documents that makes a phrase common (common-share) must be between 0 and 1, not {value}</source>
        <translation>a parte dos documentos que torna uma expressão comum (common-share) deve estar entre 0 e 1, não {value}</translation>
    </message>
    <message>
        <source>give both bands and rows, or neither</source>
        <translation>indique tanto as bandas como as linhas, ou nenhuma das duas</translation>
    </message>
    <message>
        <source>bands x rows must be at least 1 and at most the fingerprints per document ({num_perm}), not {bands} x {rows}</source>
        <translation>bandas × linhas deve ser pelo menos 1 e no máximo as impressões por documento ({num_perm}), não {bands} × {rows}</translation>
    </message>
    <message>
        <source>the gap joined inside a passage and the shortest passage cannot be negative</source>
        <translation>a lacuna unida dentro de um trecho e o trecho mais curto não podem ser negativos</translation>
    </message>
    <message>
        <source>the long-passage rule&apos;s number of words cannot be negative</source>
        <translation>o número de palavras da regra dos trechos longos não pode ser negativo</translation>
    </message>
    <message>
        <source>the file size limit must be positive</source>
        <translation>o limite de tamanho dos arquivos deve ser positivo</translation>
    </message>
    <message>
        <source>the layout must be one of {layouts}, not {value}</source>
        <translation>a disposição deve ser uma de {layouts}, não {value}</translation>
    </message>
    <message>
        <source>unknown encoding, or not one a text file is written in: {value}</source>
        <translation>codificação desconhecida, ou que não serve para escrever um arquivo de texto: {value}</translation>
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
        <translation>Revisão</translation>
    </message>
    <message>
        <source>long passage</source>
        <extracomment>Review states in the order the Review column sorts them (undecided first, as the teacher works through them). Marks a review that has a note, after the state&apos;s label. Stands for &quot;leave this filter as it is&quot; (None is a real value of the state filter: every state). The score of every verified pair, in rank order (also what the histogram counts).</extracomment>
        <translation>trecho longo</translation>
    </message>
    <message>
        <source> Copied text only.</source>
        <translation> Somente texto copiado.</translation>
    </message>
    <message>
        <source>Why the pair is listed: its score reaches the threshold, or it shares a passage long enough to look at whatever its score.</source>
        <translation>Por que o par está listado: sua pontuação atinge o limiar, ou ele compartilha um trecho longo o bastante para merecer leitura qualquer que seja a pontuação.</translation>
    </message>
    <message>
        <source>score</source>
        <translation>pontuação</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Not used</source>
        <translation>Não usado</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Ignorado</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Aviso</translation>
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
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Read in another encoding…</source>
        <translation>Ler com outra codificação…</translation>
    </message>
    <message>
        <source>For a text file whose letters came out wrong: choose how to read it</source>
        <translation>Para um arquivo de texto cujas letras saíram erradas: escolher como lê-lo</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Análise</translation>
    </message>
    <message>
        <source>(the whole scan)</source>
        <translation>(toda a análise)</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Alterado</translation>
    </message>
    <message>
        <source>File problems ({count}): some files changed since this check was saved</source>
        <translation>Problemas de arquivos ({count}): alguns arquivos mudaram desde que esta verificação foi salva</translation>
    </message>
    <message>
        <source>File problems ({problems}): these files were not compared, or only partly</source>
        <translation>Problemas de arquivos ({problems}): estes arquivos não foram comparados, ou só em parte</translation>
    </message>
    <message>
        <source>File problems: none, every file was read</source>
        <translation>Problemas de arquivos: nenhum, todos os arquivos foram lidos</translation>
    </message>
    <message>
        <source> · 1 note on how files were read (listed last)</source>
        <translation> · 1 nota sobre como os arquivos foram lidos (no fim)</translation>
    </message>
    <message>
        <source> · {notes} notes on how files were read (listed last)</source>
        <translation> · {notes} notas sobre como os arquivos foram lidos (no fim)</translation>
    </message>
    <message>
        <source> · the scan could not compare everything as usual (first rows)</source>
        <translation> · a análise não pôde comparar tudo como de costume (primeiras linhas)</translation>
    </message>
</context>
<context>
    <name>ProgressPanel</name>
    <message>
        <source>Cancel scan</source>
        <translation>Cancelar análise</translation>
    </message>
    <message>
        <source>Stop this scan (Esc)</source>
        <translation>Parar esta análise (Esc)</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>Procurando documentos…</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>quoted, no citation</source>
        <extracomment>How alike its two sides are, written as a percentage. What a passage standing on its shape stands on, in plain words (vocabulary.basis_text), else &quot;&quot;. Its kind in plain words: &quot;copied&quot;, &quot;reworded&quot;, &quot;translated (French ← English)&quot; (vocabulary.kind_text). The teacher&apos;s review, or None when the report carries no reviews. The common-source sentence when both students match the same reference, else &quot;&quot;. The kinds of specially shown text in either side (&quot;template&quot;, &quot;quote&quot;...), for the pair&apos;s legend. Every figure of the pair as shown, in plagcheck.vocabulary.FIGURES order. Why the pair is listed, in plain words (&quot;&quot; for a pair selected by hand). True when it is listed for a long passage only (its score is below the threshold). The labels the style sheet writes before quotations and reference lists (report.css, `content:`).</extracomment>
        <translation>citado, sem referência</translation>
    </message>
    <message>
        <source>quoted and cited</source>
        <translation>citado com referência</translation>
    </message>
    <message>
        <source>references</source>
        <translation>bibliografia</translation>
    </message>
    <message>
        <source>Passage {number} of {count}</source>
        <translation>Trecho {number} de {count}</translation>
    </message>
    <message>
        <source>ok</source>
        <extracomment>A document&apos;s status (models.DocumentRecord.status) as the report&apos;s tables name it.</extracomment>
        <translation>lido</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>aviso</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ignorado</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>Template text: did not count</source>
        <extracomment>What the script says of a piece of text by its style bits (report.js), translated into the report&apos;s language.</extracomment>
        <translation>Texto de modelo: não contou</translation>
    </message>
    <message>
        <source>Common text (shared by most of the class): did not count</source>
        <translation>Texto comum (compartilhado pela maior parte da turma): não contou</translation>
    </message>
    <message>
        <source>Text several essays have at the same place (a cover sheet, the question): did not count</source>
        <translation>Texto que vários trabalhos têm no mesmo lugar (uma capa, a pergunta): não contou</translation>
    </message>
    <message>
        <source>Quoted, no citation: counted</source>
        <translation>Citado, sem referência: conta</translation>
    </message>
    <message>
        <source>Quoted and cited: did not count</source>
        <translation>Citado com referência: não contou</translation>
    </message>
    <message>
        <source>Reference list</source>
        <translation>Bibliografia</translation>
    </message>
    <message>
        <source>A word the other side&apos;s passage also has</source>
        <translation>Uma palavra que o trecho do outro lado também tem</translation>
    </message>
    <message>
        <source>Reworded: the same content in other words or order</source>
        <translation>Reescrito: o mesmo conteúdo com outras palavras ou em outra ordem</translation>
    </message>
    <message>
        <source>no quotation counted</source>
        <translation>nenhuma citação contou</translation>
    </message>
    <message>
        <source>quotations with a citation did not count, quotations without one did</source>
        <translation>as citações com referência não contaram, as sem referência sim</translation>
    </message>
    <message>
        <source>quotations counted, with a citation or without</source>
        <translation>as citações contaram, com ou sem referência</translation>
    </message>
    <message>
        <source>reference lists did not count</source>
        <translation>as bibliografias não contaram</translation>
    </message>
    <message>
        <source>reference lists counted</source>
        <translation>as bibliografias contaram</translation>
    </message>
    <message>
        <source>in this scan {quotations}; {lists}</source>
        <translation>nesta análise, {quotations}; {lists}</translation>
    </message>
    <message>
        <source>yes (file and folder names; students&apos; names, numbers and e-mail addresses in the texts and notes)</source>
        <translation>sim (nomes de arquivos e pastas; nomes, números e endereços de e-mail dos alunos nos textos e nas notas)</translation>
    </message>
    <message>
        <source>{count} selected</source>
        <translation>{count} escolhidos</translation>
    </message>
    <message>
        <source>{count} at or above the threshold</source>
        <translation>{count} no limiar ou acima</translation>
    </message>
    <message>
        <source>plagcheck version</source>
        <translation>versão do plagcheck</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Escrito em</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Limiar</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pares</translation>
    </message>
    <message>
        <source>Anonymised</source>
        <translation>Anonimizado</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Review states</source>
        <translation>Estados de revisão</translation>
    </message>
    <message>
        <source>included</source>
        <translation>incluídos</translation>
    </message>
    <message>
        <source>not included</source>
        <translation>não incluídos</translation>
    </message>
    <message>
        <source>Pairs compared closely</source>
        <translation>Pares comparados de perto</translation>
    </message>
    <message>
        <source>Checked pairs kept</source>
        <translation>Pares verificados mantidos</translation>
    </message>
    <message>
        <source>{count} (score ≥ {lowest})</source>
        <translation>{count} (pontuação ≥ {lowest})</translation>
    </message>
    <message>
        <source>Template phrases ignored</source>
        <translation>Frases de modelo ignoradas</translation>
    </message>
    <message>
        <source>Common phrases ignored</source>
        <translation>Frases comuns ignoradas</translation>
    </message>
    <message>
        <source>LSH bands × rows</source>
        <translation>Faixas × linhas do LSH</translation>
    </message>
    <message>
        <source>{bands} × {rows} of {permutations}</source>
        <translation>{bands} × {rows} de {permutations}</translation>
    </message>
    <message>
        <source>LSH S-curve midpoint</source>
        <translation>Ponto médio da curva em S do LSH</translation>
    </message>
    <message>
        <source>Similarity report: %(name)s</source>
        <translation>Relatório de semelhança: %(name)s</translation>
    </message>
    <message>
        <source>Similarity report</source>
        <translation>Relatório de semelhança</translation>
    </message>
    <message>
        <source>plagcheck %(version)s · written %(when)s · threshold %(threshold)s</source>
        <translation>plagcheck %(version)s · escrito em %(when)s · limiar %(threshold)s</translation>
    </message>
    <message>
        <source>JavaScript is off in this browser, so the side-by-side texts are not shown. Every score and the list of shared passages below are complete without it.</source>
        <translation>O JavaScript está desativado neste navegador, por isso os textos lado a lado não são mostrados. Todas as pontuações e a lista de trechos em comum abaixo estão completas sem ele.</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report).</source>
        <translation>Anonimizado: os nomes dos documentos e os caminhos dos arquivos são substituídos por “Aluno 1”, “Aluno 2”, … (o mesmo aluno tem o mesmo número em todo o relatório).</translation>
    </message>
    <message>
        <source>Anonymised: document names and file paths are replaced by “Student 1”, “Student 2”, … (the same student has the same number throughout this report; reference-library documents are “Reference n”).</source>
        <translation>Anonimizado: os nomes dos documentos e os caminhos dos arquivos são substituídos por “Aluno 1”, “Aluno 2”, … (o mesmo aluno tem o mesmo número em todo o relatório; os documentos da biblioteca de referência são “Referência n”).</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts and the review notes are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Os nomes dos alunos, seus números de matrícula e endereços de e-mail escritos nos textos e nas notas de revisão são cobertos com ███ onde podem ser reconhecidos: um nome que também é o nome de um arquivo ou pasta, ou um campo como “Nome:” ou “Número de matrícula”.</translation>
    </message>
    <message>
        <source>Students’ names, student numbers and e-mail addresses written in the texts are masked as ███ where they can be recognised: a name that is also the name of a file or folder, or a field such as “Name:” or “Student number”.</source>
        <translation>Os nomes dos alunos, seus números de matrícula e endereços de e-mail escritos nos textos são cobertos com ███ onde podem ser reconhecidos: um nome que também é o nome de um arquivo ou pasta, ou um campo como “Nome:” ou “Número de matrícula”.</translation>
    </message>
    <message>
        <source>A name written anywhere else may remain: read the texts before you share this report.</source>
        <translation>Um nome escrito em outro lugar pode permanecer: leia os textos antes de compartilhar este relatório.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pair chosen by the person who exported it, whatever its score.</source>
        <translation>Este relatório contém só %(num)s par, escolhido por quem o exportou, qualquer que seja a pontuação.</translation>
    </message>
    <message>
        <source>This report holds only the %(num)s pairs chosen by the person who exported it, whatever their score.</source>
        <translation>Este relatório contém só os %(num)s pares escolhidos por quem o exportou, qualquer que seja a pontuação.</translation>
    </message>
    <message>
        <source>The threshold (%(threshold)s) is below the lowest score this scan kept (%(lowest)s): pairs scoring between the two were not kept and are not listed.</source>
        <translation>O limiar (%(threshold)s) está abaixo da menor pontuação que esta análise manteve (%(lowest)s): os pares com pontuação entre os dois não foram mantidos e não são listados.</translation>
    </message>
    <message>
        <source>files (%(compared)s compared)</source>
        <translation>arquivos (%(compared)s comparados)</translation>
    </message>
    <message>
        <source>source texts compared with them</source>
        <translation>textos-fonte comparados com eles</translation>
    </message>
    <message>
        <source>pairs selected</source>
        <translation>pares escolhidos</translation>
    </message>
    <message>
        <source>pairs listed at %(threshold)s</source>
        <translation>pares listados em %(threshold)s</translation>
    </message>
    <message>
        <source>pairs at or above %(threshold)s</source>
        <translation>pares com %(threshold)s ou mais</translation>
    </message>
    <message>
        <source>checked pairs kept (score ≥ %(lowest)s)</source>
        <translation>pares verificados mantidos (pontuação ≥ %(lowest)s)</translation>
    </message>
    <message>
        <source>files with problems</source>
        <translation>arquivos com problemas</translation>
    </message>
    <message>
        <source>How to read this report</source>
        <translation>Como ler este relatório</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold, or when the two documents share a passage of at least %(length)s %(units)s whatever its share of a long essay (“Listed for” says which).</source>
        <translation>Cada documento foi comparado com todos os outros. Um par é listado quando sua &lt;strong&gt;pontuação&lt;/strong&gt; atinge o limiar, ou quando os dois documentos compartilham um trecho de pelo menos %(length)s %(units)s, seja qual for sua proporção em uma redação longa (“Listado por” diz qual dos dois).</translation>
    </message>
    <message>
        <source>Every document was compared with every other. A pair is listed when its &lt;strong&gt;score&lt;/strong&gt; reaches the threshold.</source>
        <translation>Cada documento foi comparado com todos os outros. Um par é listado quando sua &lt;strong&gt;pontuação&lt;/strong&gt; atinge o limiar.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;This report counts copied text only:&lt;/strong&gt; reworded passages are left out of the figures and the texts.</source>
        <translation>&lt;strong&gt;Este relatório conta só o texto copiado:&lt;/strong&gt; os trechos reescritos ficam de fora dos números e dos textos.</translation>
    </message>
    <message>
        <source>Similar text is a reason to look closer, not proof of copying: quotations, set texts and shared templates also match.</source>
        <translation>Um texto parecido é motivo para olhar mais de perto, não prova de cópia: citações, textos indicados e modelos comuns também coincidem.</translation>
    </message>
    <message>
        <source>Shared passages are highlighted in both texts with the same colour, underline style and number.</source>
        <translation>Os trechos em comum são destacados nos dois textos com a mesma cor, o mesmo sublinhado e o mesmo número.</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>copiado</translation>
    </message>
    <message>
        <source>reworded with &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words</source>
        <translation>reescrito com palavras &lt;span class=&quot;sw&quot;&gt;em comum&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, with the words both sides share in bold.</source>
        <translation>%(words)s, com contorno tracejado e em negrito as palavras que os dois lados têm.</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>traduzido</translation>
    </message>
    <message>
        <source>%(words)s, in a dashed outline, its two languages named in the list of passages.</source>
        <translation>%(words)s, com contorno tracejado e seus dois idiomas indicados na lista de trechos.</translation>
    </message>
    <message>
        <source>A reworded passage marked &lt;em&gt;%(label)s&lt;/em&gt; was found by its shape: its %(words)s.</source>
        <translation>Um trecho reescrito marcado como &lt;em&gt;%(label)s&lt;/em&gt; foi encontrado por sua forma: %(words)s.</translation>
    </message>
    <message>
        <source>In the texts:</source>
        <translation>Nos textos:</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig ig-template&quot;&gt;template text&lt;/span&gt; (given to everyone), &lt;span class=&quot;sample ig ig-common&quot;&gt;common text&lt;/span&gt; (shared by most of the class) and &lt;span class=&quot;sample ig ig-placed&quot;&gt;text several essays have at the same place&lt;/span&gt; (a cover sheet, the question pasted at the top) are greyed: they did not count towards any score.</source>
        <translation>o &lt;span class=&quot;sample ig ig-template&quot;&gt;texto de modelo&lt;/span&gt; (entregue a todos), o &lt;span class=&quot;sample ig ig-common&quot;&gt;texto comum&lt;/span&gt; (compartilhado pela maior parte da turma) e o &lt;span class=&quot;sample ig ig-placed&quot;&gt;texto que vários trabalhos têm no mesmo lugar&lt;/span&gt; (uma capa, a pergunta colada no início) estão em cinza: não contaram em nenhuma pontuação.</translation>
    </message>
    <message>
        <source>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;a quotation with a citation beside it&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;a quotation without one&lt;/span&gt; and &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;a reference list&lt;/span&gt; are marked with a side rule and a label; %(counted)s (see the scan settings).</source>
        <translation>&lt;span class=&quot;sample ig cite cite-cited&quot;&gt;&lt;span class=&quot;cite-tag tag-cited&quot;&gt;&lt;/span&gt;Uma citação com referência ao lado&lt;/span&gt;, &lt;span class=&quot;sample cite cite-quote&quot;&gt;&lt;span class=&quot;cite-tag tag-quote&quot;&gt;&lt;/span&gt;uma citação sem referência&lt;/span&gt; e &lt;span class=&quot;sample cite cite-bib&quot;&gt;&lt;span class=&quot;cite-tag tag-bib&quot;&gt;&lt;/span&gt;uma bibliografia&lt;/span&gt; são marcadas com um traço lateral e uma etiqueta; %(counted)s (veja as configurações da análise).</translation>
    </message>
    <message>
        <source>Documents marked &lt;span class=&quot;ref-tag&quot;&gt;reference: …&lt;/span&gt; come from the reference library (earlier years, sources) and were compared with the class only.</source>
        <translation>Os documentos marcados como &lt;span class=&quot;ref-tag&quot;&gt;referência: …&lt;/span&gt; vêm da biblioteca de referência (anos anteriores, fontes) e foram comparados só com a turma.</translation>
    </message>
    <message>
        <source>How it works (advanced)</source>
        <translation>Como funciona (avançado)</translation>
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
        <translation>Revisão</translation>
    </message>
    <message>
        <source>chosen by hand</source>
        <extracomment>The columns of a scan counted in words (the default unit), in English. Added after the other columns when the export carries reviews (in English). A spreadsheet runs a cell starting with one of these as a formula; file names are student-controlled.</extracomment>
        <translation>escolhido à mão</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
    <message>
        <source>No pair was selected.</source>
        <translation>Nenhum par foi escolhido.</translation>
    </message>
    <message>
        <source>No pair scores at or above %(threshold)s.</source>
        <translation>Nenhum par atinge %(threshold)s.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s group of three or more.</source>
        <translation>Alunos ligados por uma cadeia dos pares acima: %(num)s grupo de três ou mais.</translation>
    </message>
    <message>
        <source>Students joined by a chain of the pairs above, %(num)s groups of three or more.</source>
        <translation>Alunos ligados por uma cadeia dos pares acima: %(num)s grupos de três ou mais.</translation>
    </message>
    <message>
        <source>Each line is a pair, thicker for a higher score; its colour and dash pattern give the review state:</source>
        <translation>Cada linha é um par, mais grossa para uma pontuação mais alta; sua cor e seu tracejado indicam o estado de revisão:</translation>
    </message>
    <message>
        <source>Reference documents join no group.</source>
        <translation>Os documentos de referência não entram em nenhum grupo.</translation>
    </message>
    <message>
        <source>&lt;strong&gt;Group %(number)s&lt;/strong&gt;: %(students)s students, highest score %(score)s.</source>
        <translation>&lt;strong&gt;Grupo %(number)s&lt;/strong&gt;: %(students)s alunos, maior pontuação %(score)s.</translation>
    </message>
    <message>
        <source>Scores of all checked pairs</source>
        <translation>Pontuações de todos os pares verificados</translation>
    </message>
    <message>
        <source>Bars count the checked pairs by score; solid bars hold pairs at or above the threshold (dashed line), hatched bars pairs below it. Pairs scoring under %(lowest)s are not kept by the scan and not counted.</source>
        <translation>As barras contam os pares verificados por pontuação; as barras cheias contêm os pares no limiar ou acima (linha tracejada), as hachuradas os pares abaixo. Os pares com pontuação abaixo de %(lowest)s não são mantidos pela análise nem contados.</translation>
    </message>
    <message>
        <source>Files with problems</source>
        <translation>Arquivos com problemas</translation>
    </message>
    <message>
        <source>The whole scan:</source>
        <translation>Toda a análise:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
    </message>
    <message>
        <source>no text to compare</source>
        <translation>nenhum texto para comparar</translation>
    </message>
    <message>
        <source>template</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>no text: nothing of it was ignored</source>
        <translation>sem texto: nada dele ficou de fora</translation>
    </message>
    <message>
        <source>Every file was read without a problem.</source>
        <translation>Todos os arquivos foram lidos sem problemas.</translation>
    </message>
    <message>
        <source>Notes on how files were read</source>
        <translation>Notas sobre como os arquivos foram lidos</translation>
    </message>
    <message>
        <source>These files were read in full and compared; the notes are for information.</source>
        <translation>Estes arquivos foram lidos por inteiro e comparados; as notas são informativas.</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Configurações da análise</translation>
    </message>
    <message>
        <source>This report</source>
        <translation>Este relatório</translation>
    </message>
    <message>
        <source>Advanced: the method&apos;s settings</source>
        <translation>Avançado: as configurações do método</translation>
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
        <translation>(idêntico ao nº %(number)s)</translation>
    </message>
    <message>
        <source>(not on the class list)</source>
        <translation>(não está na lista da turma)</translation>
    </message>
    <message>
        <source>(its cover sheet names %(name)s)</source>
        <translation>(a capa indica %(name)s)</translation>
    </message>
    <message>
        <source>earlier attempt, not checked: %(file)s</source>
        <translation>tentativa anterior, não verificada: %(file)s</translation>
    </message>
    <message>
        <source>not compared: %(file)s</source>
        <translation>não comparado: %(file)s</translation>
    </message>
    <message>
        <source>The class list</source>
        <translation>A lista da turma</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s student, of whom %(present)s handed work in.</source>
        <translation>Os alunos são nomeados como a lista da turma %(file)s (%(kind)s) os nomeia: ela tem %(num)s aluno, dos quais %(present)s entregou trabalho.</translation>
    </message>
    <message>
        <source>Students are named as the class list %(file)s (%(kind)s) names them: it lists %(num)s students, of whom %(present)s handed work in.</source>
        <translation>Os alunos são nomeados como a lista da turma %(file)s (%(kind)s) os nomeia: ela tem %(num)s alunos, dos quais %(present)s entregaram trabalho.</translation>
    </message>
    <message>
        <source>On the class list, handed nothing in</source>
        <translation>Na lista da turma, não entregou nada</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <source>E-mail address</source>
        <translation>Endereço de e-mail</translation>
    </message>
    <message>
        <source>Every student on the class list handed work in.</source>
        <translation>Todos os alunos da lista da turma entregaram trabalho.</translation>
    </message>
    <message>
        <source>Not on the class list: these files matched no student on it, and keep their own names.</source>
        <translation>Fora da lista da turma: estes arquivos não coincidem com nenhum aluno da lista e mantêm o próprio nome.</translation>
    </message>
    <message>
        <source>Template files</source>
        <translation>Arquivos de modelo</translation>
    </message>
    <message>
        <source>Text given to everyone (the assignment, a template): wherever it occurs in a document it did not count.</source>
        <translation>Texto entregue a todos (o enunciado, um modelo): onde quer que apareça em um documento, não contou.</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Pairs side by side</source>
        <translation>Os pares lado a lado</translation>
    </message>
    <message>
        <source>Pair %(rank)s: %(a)s and %(b)s</source>
        <translation>Par %(rank)s: %(a)s e %(b)s</translation>
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
        <translation>próximo par →</translation>
    </message>
    <message>
        <source>Print this pair</source>
        <translation>Imprimir este par</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s, anonymised).</source>
        <translation>Do relatório de semelhança escrito pelo plagcheck %(version)s em %(when)s (limiar %(threshold)s, anonimizado).</translation>
    </message>
    <message>
        <source>From the similarity report written by plagcheck %(version)s on %(when)s (threshold %(threshold)s).</source>
        <translation>Do relatório de semelhança escrito pelo plagcheck %(version)s em %(when)s (limiar %(threshold)s).</translation>
    </message>
    <message>
        <source>Teacher’s note:</source>
        <translation>Nota do professor:</translation>
    </message>
    <message>
        <source>Compared only in part:</source>
        <translation>Comparado só em parte:</translation>
    </message>
    <message>
        <source>◀ Previous passage</source>
        <translation>◀ Trecho anterior</translation>
    </message>
    <message>
        <source>%(num)s passage</source>
        <translation>%(num)s trecho</translation>
    </message>
    <message>
        <source>%(num)s passages</source>
        <translation>%(num)s trechos</translation>
    </message>
    <message>
        <source>Next passage ▶</source>
        <translation>Próximo trecho ▶</translation>
    </message>
    <message>
        <source>Click a highlighted passage to bring its twin into view · keys n / p: next / previous passage, N / P: next / previous pair</source>
        <translation>Clique em um trecho destacado para trazer seu gêmeo à vista · teclas n / p: trecho seguinte / anterior, N / P: par seguinte / anterior</translation>
    </message>
    <message>
        <source>reworded, &lt;span class=&quot;sw&quot;&gt;shared&lt;/span&gt; words bold</source>
        <translation>reescrito, palavras &lt;span class=&quot;sw&quot;&gt;em comum&lt;/span&gt; em negrito</translation>
    </message>
    <message>
        <source>Also shown:</source>
        <translation>Também mostrado:</translation>
    </message>
    <message>
        <source>template text</source>
        <translation>texto de modelo</translation>
    </message>
    <message>
        <source>common text</source>
        <translation>texto comum</translation>
    </message>
    <message>
        <source>text at the same place in several essays</source>
        <translation>texto no mesmo lugar em vários trabalhos</translation>
    </message>
    <message>
        <source>(greyed: did not count)</source>
        <translation>(em cinza: não contou)</translation>
    </message>
    <message>
        <source>(did not count)</source>
        <translation>(não contou)</translation>
    </message>
    <message>
        <source>reference list</source>
        <translation>bibliografia</translation>
    </message>
    <message>
        <source>Passage</source>
        <translation>Trecho</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>How alike the two sides are</source>
        <translation>O quanto os dois lados se parecem</translation>
    </message>
    <message>
        <source>Alike</source>
        <translation>Semelhança</translation>
    </message>
    <message>
        <source>In A (%(units)s)</source>
        <translation>Em A (%(units)s)</translation>
    </message>
    <message>
        <source>In B (%(units)s)</source>
        <translation>Em B (%(units)s)</translation>
    </message>
    <message>
        <source>Begins (in A)</source>
        <translation>Começa (em A)</translation>
    </message>
    <message>
        <source>No passage long enough to list: the shared wording is scattered in short pieces.</source>
        <translation>Nenhum trecho longo o bastante para listar: as formulações em comum estão espalhadas em pedaços curtos.</translation>
    </message>
    <message>
        <source>Written by plagcheck %(version)s on %(when)s. This file is self-contained: it loads nothing from the network and needs nothing beside it.</source>
        <translation>Escrito pelo plagcheck %(version)s em %(when)s. Este arquivo é autossuficiente: não carrega nada da rede e não precisa de nada ao lado.</translation>
    </message>
</context>
<context>
    <name>ResultsController</name>
    <message>
        <source>{rowCount} of {total_pairs} checked pairs listed</source>
        <translation>{rowCount} de {total_pairs} pares verificados listados</translation>
    </message>
    <message>
        <source>; {passage_only} of them below the threshold, listed for a shared passage of {passage_words}+ {units}</source>
        <translation>; {passage_only} deles abaixo do limiar, listados por um trecho em comum de {passage_words}+ {units}</translation>
    </message>
    <message>
        <source> (copied text only)</source>
        <translation> (somente texto copiado)</translation>
    </message>
    <message>
        <source>No pair reaches the threshold. Lower it with the slider to see more.</source>
        <extracomment>The current result (the main controller&apos;s), the settings and a way to keep new ones without a rescan, and the paths scanned (for the title).</extracomment>
        <translation>Nenhum par atinge o limiar. Baixe-o com o controle deslizante para ver mais.</translation>
    </message>
    <message>
        <source>{names}[*] — plagcheck</source>
        <translation>{names}[*] — plagcheck</translation>
    </message>
    <message>
        <source>No scan yet</source>
        <translation>Nenhuma análise ainda</translation>
    </message>
    <message>
        <source>{pairs} listed</source>
        <translation>{pairs} na lista</translation>
    </message>
    <message>
        <source>{figures} · {problems} with problems · {pair} listed at {threshold} · {total_pairs} checked</source>
        <translation>{figures} · {problems} com problemas · {pair} com {threshold} · {total_pairs} verificados</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Show pairs sharing at least</source>
        <translation>Mostrar os pares que compartilham pelo menos</translation>
    </message>
    <message>
        <source>Drag to show fewer or more pairs. No rescan is needed.</source>
        <translation>Arraste para mostrar menos ou mais pares. Não é preciso analisar de novo.</translation>
    </message>
    <message>
        <source>The exact threshold: a pair is shown when this share of either document is found in the other.</source>
        <translation>O limiar exato: um par é mostrado quando esta proporção de um dos dois documentos é encontrada no outro.</translation>
    </message>
    <message>
        <source>Pairs sharing less than {lowest:g}% were dropped by the scan; lower “Smallest overlap kept” in Settings and rescan to see them.</source>
        <translation>Os pares que compartilham menos de {lowest:g}% foram descartados pela análise; diminua “Menor sobreposição mantida” nas Configurações e analise de novo para vê-los.</translation>
    </message>
    <message>
        <source>Show only the pairs in one review state</source>
        <translation>Mostrar só os pares em um estado de revisão</translation>
    </message>
    <message>
        <source>All review states</source>
        <translation>Todos os estados de revisão</translation>
    </message>
    <message>
        <source>Filter by name…</source>
        <translation>Filtrar por nome…</translation>
    </message>
    <message>
        <source>&lt;a href=&apos;guide&apos;&gt;How to read these results&lt;/a&gt;</source>
        <translation>&lt;a href=&apos;guide&apos;&gt;Como ler estes resultados&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The built-in guide: the scores, the colours, what a score does and does not prove, and how to review a pair fairly (F1)</source>
        <translation>O guia integrado: as pontuações, as cores, o que uma pontuação prova e o que não prova, e como revisar um par com justiça (F1)</translation>
    </message>
</context>
<context>
    <name>ReviewController</name>
    <message>
        <source>Your note on this pair (kept with its review; reports include it):</source>
        <translation>Sua nota sobre este par (guardada com a revisão; os relatórios a incluem):</translation>
    </message>
    <message>
        <source>Note on {name_a} and {name_b}</source>
        <extracomment>The book changed (a state or a note was set).</extracomment>
        <translation>Nota sobre {name_a} e {name_b}</translation>
    </message>
</context>
<context>
    <name>ReviewState</name>
    <message>
        <source>Not reviewed</source>
        <translation>Não revisado</translation>
    </message>
    <message>
        <source>Not plagiarism</source>
        <translation>Não é plágio</translation>
    </message>
    <message>
        <source>Needs a conversation</source>
        <translation>Requer uma conversa</translation>
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
        <translation>a organização reconhecida pelos nomes dos arquivos</translation>
    </message>
    <message>
        <source>a Moodle download</source>
        <translation>um download do Moodle</translation>
    </message>
    <message>
        <source>a Canvas download</source>
        <translation>um download do Canvas</translation>
    </message>
    <message>
        <source>a Blackboard Learn download</source>
        <translation>um download do Blackboard Learn</translation>
    </message>
    <message>
        <source>a Brightspace (D2L) download</source>
        <translation>um download do Brightspace (D2L)</translation>
    </message>
    <message>
        <source>a Google Classroom folder</source>
        <translation>uma pasta do Google Classroom</translation>
    </message>
    <message>
        <source>Microsoft Teams assignment files</source>
        <translation>Arquivos de tarefa do Microsoft Teams</translation>
    </message>
    <message>
        <source>one folder per student</source>
        <translation>uma pasta por aluno</translation>
    </message>
    <message>
        <source>one file per submission</source>
        <translation>um arquivo por entrega</translation>
    </message>
    <message>
        <source>No learning platform&apos;s download was recognised: each file is one submission.</source>
        <translation>Nenhum download de plataforma de aprendizagem foi reconhecido: cada arquivo é uma entrega.</translation>
    </message>
    <message>
        <source>Read as {layout}, but no file fitted it.</source>
        <translation>Lido como {layout}, mas nenhum arquivo se encaixou.</translation>
    </message>
    <message>
        <source>{layout} ({students})</source>
        <translation>{layout} ({students})</translation>
    </message>
    <message>
        <source>{student} handed in {files}: they are read together as one submission</source>
        <translation>{student} entregou {files}: eles são lidos juntos como uma só entrega</translation>
    </message>
    <message>
        <source>{student} and {others} handed in {files}: each student&apos;s are read together as one submission</source>
        <translation>{student} e {others} entregaram {files}: os de cada aluno são lidos juntos como uma só entrega</translation>
    </message>
    <message>
        <source>{attempts} listed, not checked (the latest is)</source>
        <translation>{attempts} listadas, não verificadas (a última sim)</translation>
    </message>
    <message>
        <source>{files} handed in twice by the same student, read once</source>
        <translation>{files} entregues duas vezes pelo mesmo aluno, lidos uma vez</translation>
    </message>
    <message>
        <source>{files} handed in twice by its student, read once</source>
        <translation>{files} entregue duas vezes pelo seu aluno, lido uma só vez</translation>
    </message>
    <message>
        <source>{files} of the platform&apos;s own (receipts, index pages, links) not compared</source>
        <translation>{files} da própria plataforma (recibos, páginas de índice, links) não comparados</translation>
    </message>
    <message>
        <source>{files} named no student and are checked on their own</source>
        <translation>{files} não indicam nenhum aluno e são verificados à parte</translation>
    </message>
    <message>
        <source>{files} named no student and is checked on its own</source>
        <translation>{files} não indica nenhum aluno e é verificado à parte</translation>
    </message>
    <message>
        <source>Read as {layouts}.</source>
        <translation>Lido como {layouts}.</translation>
    </message>
    <message>
        <source>{sheets} name a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} indicam um aluno: sugerido na coluna Aluno, não aplicado (escolha Arquivo → Lista da turma… para nomear os alunos).</translation>
    </message>
    <message>
        <source>{sheets} names a student: offered in the Student column, not taken (choose File → Class list… to name the students).</source>
        <translation>{sheets} indica um aluno: sugerido na coluna Aluno, não aplicado (escolha Arquivo → Lista da turma… para nomear os alunos).</translation>
    </message>
    <message>
        <source>Names from the class list {file} ({kind}): {present} of its {students} handed work in</source>
        <translation>Nomes da lista da turma {file} ({kind}): {present} de seus {students} entregaram trabalho</translation>
    </message>
    <message>
        <source>; {absent} handed nothing in (listed with the students)</source>
        <translation>; não entregaram nada: {absent} (listados com os alunos)</translation>
    </message>
    <message>
        <source>. {files} match no one on it and keep their own names</source>
        <translation>. {files} não coincidem com ninguém da lista e mantêm o próprio nome</translation>
    </message>
    <message>
        <source>. {files} matches no one on it and keeps its own name</source>
        <translation>. {files} não coincide com ninguém da lista e mantém o próprio nome</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>plagcheck checks ({pattern})</source>
        <translation>verificações do plagcheck ({pattern})</translation>
    </message>
    <message>
        <source>Unsaved reviews</source>
        <translation>Revisões não salvas</translation>
    </message>
    <message>
        <source>You reviewed pairs since this check was last saved. Save the check with its reviews?</source>
        <translation>Você revisou pares desde a última vez que esta verificação foi salva. Salvar a verificação com suas revisões?</translation>
    </message>
    <message>
        <source>the file could not be read ({kind})</source>
        <translation>não foi possível ler o arquivo ({kind})</translation>
    </message>
    <message>
        <source>Scan a folder first: there is no check to save yet.</source>
        <extracomment>A check was opened: the OpenedSession and the file&apos;s path. A check was saved to or opened from this path (for the recent list). Whether there are changes not saved yet (the window&apos;s title shows a *). A check could not be opened: its path and why (the teacher was shown the reason). The openings running (kept so their signals&apos; objects live until they report). The check file last saved or opened: the next save offers it again. The teacher changed a review since the check was last saved or opened.</extracomment>
        <translation>Analise uma pasta primeiro: ainda não há verificação para salvar.</translation>
    </message>
    <message>
        <source>Save check</source>
        <translation>Salvar verificação</translation>
    </message>
    <message>
        <source>Saving failed</source>
        <translation>Falha ao salvar</translation>
    </message>
    <message>
        <source>The check could not be saved to {target}: {exc}</source>
        <translation>Não foi possível salvar a verificação em {target}: {exc}</translation>
    </message>
    <message>
        <source>Saved the check to {written}</source>
        <translation>Verificação salva em {written}</translation>
    </message>
    <message>
        <source>Open check</source>
        <translation>Abrir verificação</translation>
    </message>
    <message>
        <source>{checks};;All files (*)</source>
        <translation>{checks};;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Opening the check {path}…</source>
        <translation>Abrindo a verificação {path}…</translation>
    </message>
    <message>
        <source>Cannot open the check</source>
        <translation>Não é possível abrir a verificação</translation>
    </message>
    <message>
        <source>{path} could not be opened: {reason}</source>
        <translation>Não foi possível abrir {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>Desativado</translation>
    </message>
    <message>
        <source>Scan settings</source>
        <translation>Configurações da análise</translation>
    </message>
    <message>
        <source>How documents are compared</source>
        <translation>Como os documentos são comparados</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palavras</translation>
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
        <translation>Palavras servem para textos em línguas escritas com espaços. Caracteres funcionam com qualquer língua (use-os para chinês ou japonês) e resistem a pequenas mudanças de ortografia, mas a análise fica mais lenta.</translation>
    </message>
    <message>
        <source>Automatic ({word} words / {char} characters)</source>
        <translation>Automático ({word} palavras / {char} caracteres)</translation>
    </message>
    <message>
        <source>Run length:</source>
        <translation>Comprimento das sequências:</translation>
    </message>
    <message>
        <source>How many words (or characters) in a row must be identical to count as shared. Shorter runs find more, but also flag common phrases; longer runs miss lightly reworded copying.</source>
        <translation>Quantas palavras (ou caracteres) seguidas precisam ser idênticas para contar como em comum. Sequências mais curtas encontram mais, mas também apontam frases comuns; sequências mais longas deixam passar cópias levemente reescritas.</translation>
    </message>
    <message>
        <source>Fingerprints per document:</source>
        <translation>Impressões por documento:</translation>
    </message>
    <message>
        <source>The quick first pass compares short fingerprints before the exact check. More fingerprints make that pass more reliable and the scan slower; 128 is plenty for a class.</source>
        <translation>A primeira passada rápida compara impressões curtas antes da verificação exata. Mais impressões tornam essa passada mais confiável e a análise mais lenta; 128 bastam para uma turma.</translation>
    </message>
    <message>
        <source>Smallest overlap kept:</source>
        <translation>Menor sobreposição mantida:</translation>
    </message>
    <message>
        <source>Pairs sharing less than this share of either document are dropped by the scan. The threshold slider moves freely above it; going below it needs a new scan.</source>
        <translation>Os pares que compartilham menos que esta proporção de um dos dois documentos são descartados pela análise. O controle do limiar se move livremente acima dela; ir abaixo exige uma nova análise.</translation>
    </message>
    <message>
        <source>Quick pass tuned for:</source>
        <translation>Passada rápida ajustada para:</translation>
    </message>
    <message>
        <source>How alike two whole documents must be for the quick first pass to be almost sure to check them. Copied paragraphs inside long documents are found by a separate passage search either way. Lower finds more and scans more slowly.</source>
        <translation>O quanto dois documentos inteiros precisam se parecer para que a primeira passada rápida quase certamente os verifique. Parágrafos copiados dentro de documentos longos são encontrados de qualquer forma por uma busca de trechos separada. Mais baixo encontra mais e analisa mais devagar.</translation>
    </message>
    <message>
        <source>Cleaning up the text first</source>
        <translation>Limpar o texto antes</translation>
    </message>
    <message>
        <source>Treat look-alike letters from other alphabets as the same</source>
        <translation>Tratar como iguais as letras parecidas de outros alfabetos</translation>
    </message>
    <message>
        <source>Catches a known trick: swapping Latin letters for identical-looking Cyrillic or Greek ones.</source>
        <translation>Pega um truque conhecido: trocar letras latinas por letras cirílicas ou gregas de aparência idêntica.</translation>
    </message>
    <message>
        <source>Join words split by a hyphen at the end of a line</source>
        <translation>Juntar palavras separadas por hífen no fim da linha</translation>
    </message>
    <message>
        <source>Common in text taken from PDFs: “assign- ment” is read as “assignment”.</source>
        <translation>Comum em texto tirado de PDFs: “tra- balho” é lido como “trabalho”.</translation>
    </message>
    <message>
        <source>Each sub-folder is one student&apos;s submission</source>
        <translation>Cada subpasta é a entrega de um aluno</translation>
    </message>
    <message>
        <source>Use this when every student has a folder with several files: they are compared as one document. A learning platform&apos;s download (Moodle, Canvas…) is recognised without it: see the Class tab.</source>
        <translation>Use isto quando cada aluno tiver uma pasta com vários arquivos: eles são comparados como um só documento. O download de uma plataforma de aprendizagem (Moodle, Canvas…) é reconhecido sem isto: veja a aba Turma.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying</source>
        <translation>Texto em comum que não é cópia</translation>
    </message>
    <message>
        <source>Leave out quotations (in quotation marks, or formatted as a quote)</source>
        <translation>Deixar de fora as citações (entre aspas ou formatadas como citação)</translation>
    </message>
    <message>
        <source>Leave out quotations with a citation beside them (“…” (Hartley, 2023), [3], a note number)</source>
        <translation>Deixar de fora as citações com referência ao lado (“…” (Hartley, 2023), [3], um número de nota)</translation>
    </message>
    <message>
        <source>Leave out reference lists and in-text citations (References, Works Cited…, “(Hartley, 2023)”)</source>
        <translation>Deixar de fora as bibliografias e as referências no texto (Referências, Obras citadas…, “(Hartley, 2023)”)</translation>
    </message>
    <message>
        <source>Quotations and reference lists are always shown in their own style; these choose whether they count towards the scores. A quotation with no citation is still copied text, so it counts unless you leave out every quotation.</source>
        <translation>Citações e bibliografias são sempre mostradas com estilo próprio; estas opções decidem se contam nas pontuações. Uma citação sem referência continua sendo texto copiado, então conta, a menos que você deixe de fora todas as citações.</translation>
    </message>
    <message>
        <source> % of the class</source>
        <translation> % da turma</translation>
    </message>
    <message>
        <source>Ignore text found in more than:</source>
        <translation>Ignorar o texto presente em mais de:</translation>
    </message>
    <message>
        <source>Phrases nearly everyone wrote (a heading, a standard sentence) are greyed and not counted. It only applies to classes of 10 or more, so a small group copying from each other is never hidden. Text three or more students have at the same place at the top (a cover sheet, the question) is greyed in a class of any size; Off switches both off.</source>
        <translation>Frases que quase todos escreveram (um título, uma frase padrão) ficam em cinza e não contam. Isso só vale para turmas de 10 ou mais, para que um grupo pequeno que copia entre si nunca fique escondido. O texto que três ou mais alunos têm no mesmo lugar no início (uma capa, a pergunta) fica em cinza em uma turma de qualquer tamanho; Desativado desliga as duas coisas.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> palavras</translation>
    </message>
    <message>
        <source>Ignore matches shorter than:</source>
        <translation>Ignorar coincidências com menos de:</translation>
    </message>
    <message>
        <source>A few identical words in a row happen by chance. Shorter runs still count when they sit next to a longer copied one (an edited copy).</source>
        <translation>Algumas palavras idênticas seguidas acontecem por acaso. Sequências mais curtas ainda contam quando ficam ao lado de uma sequência copiada mais longa (uma cópia editada).</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Trechos em comum</translation>
    </message>
    <message>
        <source>Shortest passage shown:</source>
        <translation>Trecho mais curto mostrado:</translation>
    </message>
    <message>
        <source>Join passages separated by up to:</source>
        <translation>Juntar trechos separados por até:</translation>
    </message>
    <message>
        <source>Copied text with a few words changed shows as one passage instead of many small ones.</source>
        <translation>Um texto copiado com algumas palavras trocadas aparece como um só trecho em vez de muitos pequenos.</translation>
    </message>
    <message>
        <source>Also look for reworded copying</source>
        <translation>Procurar também cópia reescrita</translation>
    </message>
    <message>
        <source>Finds passages with the same content in other words or another order (paraphrased, shuffled, synonyms swapped), and shows them apart from copied ones. Off: only text copied word for word, or nearly, is found. “Show copied passages only” in the View menu hides them without a new scan.</source>
        <translation>Encontra trechos com o mesmo conteúdo em outras palavras ou em outra ordem (parafraseados, embaralhados, com sinônimos trocados) e os mostra separados dos copiados. Desativado: só é encontrado o texto copiado palavra por palavra, ou quase. “Mostrar só trechos copiados”, no menu Exibir, os oculta sem nova análise.</translation>
    </message>
    <message>
        <source>List any pair sharing a passage of:</source>
        <translation>Listar qualquer par que compartilhe um trecho de:</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when the two documents share a passage at least this long: a copied paragraph is a small share of a long essay, but it is still copied.</source>
        <translation>Um par é listado qualquer que seja a pontuação quando os dois documentos compartilham um trecho pelo menos deste tamanho: um parágrafo copiado é uma proporção pequena de uma redação longa, mas continua copiado.</translation>
    </message>
    <message>
        <source>How documents are compared.</source>
        <translation>Como os documentos são comparados.</translation>
    </message>
    <message>
        <source>What is tidied in the text before comparing.</source>
        <translation>O que é arrumado no texto antes de comparar.</translation>
    </message>
    <message>
        <source>Text that is shared but is not copying.</source>
        <translation>Texto em comum que não é cópia.</translation>
    </message>
    <message>
        <source>How shared passages are shown.</source>
        <translation>Como os trechos em comum são mostrados.</translation>
    </message>
    <message>
        <source>The language of the window, its guide and the reports it exports.</source>
        <translation>O idioma da janela, do seu guia e dos relatórios que ela exporta.</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Comparação</translation>
    </message>
    <message>
        <source>Cleaning up</source>
        <translation>Limpeza</translation>
    </message>
    <message>
        <source>Not copying</source>
        <translation>Não é cópia</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Trechos</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The system&apos;s language ({language})</source>
        <translation>O idioma do sistema ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>A new language takes effect the next time plagcheck starts. Numbers and dates are written as the language writes them.</source>
        <translation>Um novo idioma vale a partir da próxima vez que o plagcheck for iniciado. Números e datas são escritos como esse idioma os escreve.</translation>
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
        <translation>Comprimento dos shingles</translation>
    </message>
    <message>
        <source>MinHash permutations</source>
        <translation>Permutações MinHash</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Semente aleatória</translation>
    </message>
    <message>
        <source>Scan&apos;s threshold</source>
        <translation>Limiar da análise</translation>
    </message>
    <message>
        <source>Lowest score kept</source>
        <translation>Menor pontuação mantida</translation>
    </message>
    <message>
        <source>Whole-document LSH tuned for Jaccard</source>
        <translation>LSH de documentos inteiros ajustado para um Jaccard de</translation>
    </message>
    <message>
        <source>LSH bands (chosen)</source>
        <translation>Faixas do LSH (escolhidas)</translation>
    </message>
    <message>
        <source>LSH rows per band (chosen)</source>
        <translation>Linhas do LSH por faixa (escolhidas)</translation>
    </message>
    <message>
        <source>Gap bridged between shared runs (words)</source>
        <translation>Intervalo coberto entre sequências em comum (palavras)</translation>
    </message>
    <message>
        <source>Shortest exact run that counts (words)</source>
        <translation>Sequência exata mais curta que conta (palavras)</translation>
    </message>
    <message>
        <source>Shortest passage listed (words)</source>
        <translation>Trecho mais curto listado (palavras)</translation>
    </message>
    <message>
        <source>Reworded copying looked for</source>
        <translation>Cópia reescrita procurada</translation>
    </message>
    <message>
        <source>A pair is listed whatever its score when it shares a passage of at least (words)</source>
        <translation>Um par é listado qualquer que seja a pontuação se compartilhar um trecho de pelo menos (palavras)</translation>
    </message>
    <message>
        <source>Copied text only (reworded passages left out of this report)</source>
        <translation>Somente texto copiado (trechos reescritos fora deste relatório)</translation>
    </message>
    <message>
        <source>Ignored as common text when shared by more than</source>
        <translation>Ignorado como texto comum quando compartilhado por mais de</translation>
    </message>
    <message>
        <source>Template files (their text never counts)</source>
        <translation>Arquivos de modelo (seu texto nunca conta)</translation>
    </message>
    <message>
        <source>Sources marked in the class folder (compared, never grouped as students)</source>
        <translation>Fontes marcadas na pasta da turma (comparadas, nunca agrupadas como alunos)</translation>
    </message>
    <message>
        <source>Reference library collections compared</source>
        <translation>Coleções da biblioteca de referência comparadas</translation>
    </message>
    <message>
        <source>Reference library file</source>
        <translation>Arquivo da biblioteca de referência</translation>
    </message>
    <message>
        <source>Institution archives compared</source>
        <translation>Arquivos institucionais comparados</translation>
    </message>
    <message>
        <source>Quotations left out of the scores</source>
        <translation>Citações fora das pontuações</translation>
    </message>
    <message>
        <source>Quotations with a citation left out of the scores</source>
        <translation>Citações com referência fora das pontuações</translation>
    </message>
    <message>
        <source>Reference lists and in-text citations left out of the scores</source>
        <translation>Bibliografias e referências no texto fora das pontuações</translation>
    </message>
    <message>
        <source>Look-alike letters folded</source>
        <translation>Letras parecidas unificadas</translation>
    </message>
    <message>
        <source>Hyphenated line breaks joined</source>
        <translation>Quebras de palavra no fim da linha juntadas</translation>
    </message>
    <message>
        <source>Largest file read (MB)</source>
        <translation>Maior arquivo lido (MB)</translation>
    </message>
    <message>
        <source>Each sub-folder is one submission</source>
        <translation>Cada subpasta é uma entrega</translation>
    </message>
    <message>
        <source>How files name their students</source>
        <translation>Como os arquivos indicam seus alunos</translation>
    </message>
    <message>
        <source>Reading processes</source>
        <translation>Processos de leitura</translation>
    </message>
    <message>
        <source>Text files read in an encoding the teacher chose</source>
        <translation>Arquivos de texto lidos com uma codificação escolhida pelo professor</translation>
    </message>
    <message>
        <source>Class list naming the students</source>
        <translation>Lista da turma que nomeia os alunos</translation>
    </message>
    <message>
        <source>Class list&apos;s column of names</source>
        <translation>Coluna dos nomes da lista da turma</translation>
    </message>
    <message>
        <source>Class list&apos;s column of ids or e-mail addresses</source>
        <translation>Coluna dos identificadores ou endereços de e-mail da lista da turma</translation>
    </message>
    <message>
        <source> (default)</source>
        <extracomment>The settings of the method itself, shown under &quot;Advanced&quot; (their labels use the method&apos;s own words).</extracomment>
        <translation> (padrão)</translation>
    </message>
    <message>
        <source> (and 10 or more documents)</source>
        <translation> (e 10 documentos ou mais)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desativado</translation>
    </message>
    <message>
        <source>{value} (off: not longer than a shingle)</source>
        <translation>{value} (desativado: não é mais longo que um shingle)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>the default one, in the user&apos;s data folder</source>
        <translation>o padrão, na pasta de dados do usuário</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>não usado</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source> (always shown in their own style)</source>
        <translation> (sempre mostradas com estilo próprio)</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>um por núcleo</translation>
    </message>
    <message>
        <source>recognised from its columns</source>
        <translation>reconhecida pelas colunas</translation>
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
        <translation>fonte</translation>
    </message>
    <message>
        <source>reference: {collection}</source>
        <translation>referência: {collection}</translation>
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
        <translation>Maior coincidência</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Com</translation>
    </message>
    <message>
        <source>Matches at threshold</source>
        <translation>Coincidências no limiar</translation>
    </message>
    <message>
        <source>Double-click (or press Enter) to compare a submission with its highest match</source>
        <extracomment>The role each cell sorts by (numbers as numbers, names case-folded). The role of the first cell holding the row&apos;s document id.</extracomment>
        <translation>Clique duas vezes (ou pressione Enter) para comparar uma entrega com sua maior coincidência</translation>
    </message>
    <message>
        <source>{name}  (could not be read)</source>
        <translation>{name}  (não pôde ser lido)</translation>
    </message>
</context>
<context>
    <name>TemplateOffer</name>
    <message>
        <source>The assignment&apos;s question?</source>
        <translation>O enunciado da tarefa?</translation>
    </message>
    <message>
        <source>“{name}” looks like the assignment&apos;s question: several essays begin with its text. It was compared like every other file, because a student may have handed it in. If it is the question you gave the class, its text can be left out of every essay. You can change this later under Scan → Files given to everyone…</source>
        <translation>“{name}” parece o enunciado da tarefa: vários trabalhos começam com o texto dele. Foi comparado como qualquer outro arquivo, porque um aluno pode tê-lo entregado. Se for o enunciado que você deu à turma, o texto dele pode ficar de fora de todos os trabalhos. Você pode mudar isso depois em Análise → Arquivos entregues a todos…</translation>
    </message>
    <message>
        <source>It is the question: leave its text out</source>
        <translation>É o enunciado: deixar o texto de fora</translation>
    </message>
    <message>
        <source>A student handed it in: keep comparing it</source>
        <translation>Um aluno o entregou: continuar comparando</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <source>Add the files every student was given: the assignment sheet, a template to fill in, starter text or questions to copy. Text from these files never counts as shared between students, and it is shown in grey in the compare view. They are used from the next scan on (the current folder is scanned again when you press OK). plagcheck only reads these files.</source>
        <translation>Adicione os arquivos que cada aluno recebeu: a folha do enunciado, um modelo para preencher, um texto inicial ou perguntas para copiar. O texto destes arquivos nunca conta como compartilhado entre alunos e aparece em cinza na visualização de comparação. Eles são usados a partir da próxima análise (a pasta atual é analisada de novo quando você clica em OK). O plagcheck apenas lê estes arquivos.</translation>
    </message>
    <message>
        <source>Choose the files given to everyone</source>
        <translation>Escolher os arquivos entregues a todos</translation>
    </message>
    <message>
        <source>Documents ({patterns});;All files (*)</source>
        <translation>Documentos ({patterns});;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Add the files or folders among your class folder that hold sources, not students&apos; work: the readings, the original texts the task was based on, model answers. They are still compared with every student, but they are never counted or grouped as students, and a group of students matching one of them is shown with it as the likely origin. Applied by scanning the folder again when you press OK.</source>
        <translation>Adicione os arquivos ou pastas da pasta da turma que contêm fontes, não trabalhos de alunos: as leituras, os textos originais em que a tarefa se baseou, respostas-modelo. Eles continuam sendo comparados com cada aluno, mas nunca são contados nem agrupados como alunos, e um grupo de alunos que coincide com um deles é mostrado com ele como origem provável. Aplicado analisando a pasta de novo quando você clica em OK.</translation>
    </message>
    <message>
        <source>Choose a folder of sources</source>
        <translation>Escolher uma pasta de fontes</translation>
    </message>
    <message>
        <source>Sources and references in the class folder</source>
        <translation>Fontes e referências na pasta da turma</translation>
    </message>
    <message>
        <source>Files given to everyone</source>
        <translation>Arquivos entregues a todos</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Adicionar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remover</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>Adicionar &amp;pasta…</translation>
    </message>
    <message>
        <source>No sources: every file is a student&apos;s.</source>
        <translation>Nenhuma fonte: cada arquivo é de um aluno.</translation>
    </message>
    <message>
        <source>No files: every shared passage counts.</source>
        <translation>Nenhum arquivo: cada trecho em comum conta.</translation>
    </message>
</context>
<context>
    <name>TriageController</name>
    <message>
        <source> and {NAMED_MEMBERS} more</source>
        <extracomment>Members named in a group&apos;s line before &quot;and N more&quot;.</extracomment>
        <translation> e mais {NAMED_MEMBERS}</translation>
    </message>
    <message>
        <source>No scan yet.</source>
        <extracomment>The overview shown changed (tests wait for this when it is computed in the background).</extracomment>
        <translation>Nenhuma análise ainda.</translation>
    </message>
    <message>
        <source>Working out the groups…</source>
        <translation>Calculando os grupos…</translation>
    </message>
    <message>
        <source>Working out the figures…</source>
        <translation>Calculando os números…</translation>
    </message>
    <message>
        <source>The groups could not be worked out: {message}</source>
        <translation>Não foi possível calcular os grupos: {message}</translation>
    </message>
    <message>
        <source>The figures could not be worked out: {message}</source>
        <translation>Não foi possível calcular os números: {message}</translation>
    </message>
    <message>
        <source>{group} at or above {threshold}, {student} in them. Worst first.</source>
        <translation>{group} com {threshold} ou mais, {student} neles. Os mais graves primeiro.</translation>
    </message>
    <message>
        <source>{submission}; {reaching} with a match at or above {threshold}.</source>
        <translation>{submission}; {reaching} com uma coincidência de {threshold} ou mais.</translation>
    </message>
    <message>
        <source>No common source found for this group&apos;s pairs.</source>
        <translation>Nenhuma fonte comum encontrada para os pares deste grupo.</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>Score</source>
        <extracomment>True for a share (written as a percentage), False for a count. Every figure of a pair, in the order the table, the report and the CSV list them.</extracomment>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>The larger share of one document found in the other, copied or reworded: what the threshold applies to.</source>
        <translation>A maior proporção de um documento encontrada no outro, copiada ou reescrita: é a ela que o limiar se aplica.</translation>
    </message>
    <message>
        <source>A found in B</source>
        <translation>A em B</translation>
    </message>
    <message>
        <source>The share of document A&apos;s text found in document B.</source>
        <translation>A proporção do texto do documento A encontrada no documento B.</translation>
    </message>
    <message>
        <source>B found in A</source>
        <translation>B em A</translation>
    </message>
    <message>
        <source>The share of document B&apos;s text found in document A.</source>
        <translation>A proporção do texto do documento B encontrada no documento A.</translation>
    </message>
    <message>
        <source>Similar overall</source>
        <translation>Semelhança geral</translation>
    </message>
    <message>
        <source>How alike the two documents are as wholes: the share of all their phrases that they have in common. Reworded copying changes the phrases, so it shows little here; the score counts it.</source>
        <translation>O quanto os dois documentos se parecem como um todo: a proporção de todas as suas expressões que eles têm em comum. A cópia reescrita muda as expressões, então aparece pouco aqui; a pontuação a conta.</translation>
    </message>
    <message>
        <source>Shared {units}</source>
        <translation>{units} em comum</translation>
    </message>
    <message>
        <source>How many {units} of document A lie in passages shared with B.</source>
        <translation>Quantas {units} do documento A estão em trechos compartilhados com B.</translation>
    </message>
    <message>
        <source>Longest run ({units})</source>
        <translation>Sequência mais longa ({units})</translation>
    </message>
    <message>
        <source>The longest stretch of {units} the two documents have identical, in the same order.</source>
        <translation>A sequência mais longa de {units} idênticas nos dois documentos, na mesma ordem.</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Trechos</translation>
    </message>
    <message>
        <source>How many shared passages were found, copied or reworded.</source>
        <translation>Quantos trechos em comum foram encontrados, copiados ou reescritos.</translation>
    </message>
    <message>
        <source>the same words in the same order</source>
        <extracomment>What each kind of passage is, in the legend of the window and the report.</extracomment>
        <translation>as mesmas palavras na mesma ordem</translation>
    </message>
    <message>
        <source>the same content in other words or order</source>
        <translation>o mesmo conteúdo com outras palavras ou em outra ordem</translation>
    </message>
    <message>
        <source>the same content in another language</source>
        <translation>o mesmo conteúdo em outro idioma</translation>
    </message>
    <message>
        <source>copied</source>
        <translation>copiado</translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>reescrito</translation>
    </message>
    <message>
        <source>translated</source>
        <translation>traduzido</translation>
    </message>
    <message>
        <source>English</source>
        <extracomment>Languages as the teacher reads them (engine/reworded/pivot.py names them as the stop-word lists do).</extracomment>
        <translation>inglês</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francês</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>espanhol</translation>
    </message>
    <message>
        <source>German</source>
        <translation>alemão</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>italiano</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>português</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>holandês</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>indonésio</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>turco</translation>
    </message>
    <message>
        <source>same sentence shapes</source>
        <extracomment>What a reworded passage of shape (models.PassageBasis) stands on, in the window, the report and their legends: its words are not very alike, so its likeness alone would undersell it.</extracomment>
        <translation>mesmas formas de frase</translation>
    </message>
    <message>
        <source>sentences in a row keep their order, length and small words, with most other words changed</source>
        <translation>frases seguidas mantêm a ordem, o comprimento e as palavras pequenas, com quase todas as outras palavras trocadas</translation>
    </message>
    <message>
        <source>score at or above the threshold</source>
        <extracomment>Why a pair is listed, in the table, the report and the slider&apos;s note.</extracomment>
        <translation>limiar atingido</translation>
    </message>
    <message>
        <source>a long shared passage</source>
        <translation>um trecho longo em comum</translation>
    </message>
    <message>
        <source>Reading</source>
        <extracomment>The steps a teacher sees, in order, each with the pipeline stages (models.STAGES keys) it is made of.</extracomment>
        <translation>Leitura</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Comparação</translation>
    </message>
    <message>
        <source>Checking matches</source>
        <translation>Verificação das coincidências</translation>
    </message>
    <message>
        <source>Checking the reference library</source>
        <translation>Verificação da biblioteca de referência</translation>
    </message>
    <message>
        <source>comparing {documents}</source>
        <extracomment>The step each pipeline stage belongs to (models.STAGES key -&gt; words). What a progress report&apos;s note says at the start of a stage, in plain words: the engine&apos;s own notes (&quot;440 passage windows&quot;, &quot;26 candidate pairs&quot;) name the method&apos;s parts. Stages not listed keep their note.</extracomment>
        <translation>comparando {documents}</translation>
    </message>
    <message>
        <source>finding the pairs that share text</source>
        <translation>procurando os pares que compartilham texto</translation>
    </message>
    <message>
        <source>{pairs} to check closely</source>
        <translation>{pairs} para verificar de perto</translation>
    </message>
    <message>
        <source>{files} found</source>
        <translation>{files} para ler</translation>
    </message>
    <message>
        <source>listing the zips</source>
        <translation>listando os zips</translation>
    </message>
    <message>
        <source>preparing the library for these settings</source>
        <extracomment>The engine&apos;s other notes, which it writes in English (it knows nothing of languages), as the window shows them.</extracomment>
        <translation>preparando a biblioteca para estas configurações</translation>
    </message>
    <message>
        <source>reading the matching archive documents</source>
        <translation>lendo os documentos correspondentes do arquivo</translation>
    </message>
    <message>
        <source>reading what the archive holds</source>
        <translation>lendo o conteúdo do arquivo</translation>
    </message>
    <message>
        <source>reading the documents</source>
        <translation>lendo os documentos</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>salvando</translation>
    </message>
    <message>
        <source>{template} template and {common} common phrases ignored</source>
        <translation>{template} frases de modelo e {common} frases comuns ignoradas</translation>
    </message>
    <message>
        <source>characters</source>
        <translation>caracteres</translation>
    </message>
    <message>
        <source>words</source>
        <translation>palavras</translation>
    </message>
    <message>
        <source>{reason} ({length} {units})</source>
        <translation>{reason} ({length} {units})</translation>
    </message>
    <message>
        <source>translated ({language} ← English)</source>
        <translation>traduzido ({language} ← inglês)</translation>
    </message>
    <message>
        <source>translated ({a} ↔ {b})</source>
        <translation>traduzido ({a} ↔ {b})</translation>
    </message>
    <message>
        <source>{kind}, {SHAPE_LABEL}, {similarity} alike in words</source>
        <translation>{kind}, {SHAPE_LABEL}, {similarity} de semelhança nas palavras</translation>
    </message>
    <message>
        <source>{kind}, {similarity} alike</source>
        <translation>{kind}, {similarity} de semelhança</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>hoje às {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>ontem às {clock}</translation>
    </message>
    <message>
        <source>{day} {month} {year} at {clock}</source>
        <translation>{day} {month} {year} às {clock}</translation>
    </message>
    <message>
        <source>Jan</source>
        <extracomment>Months as a date in the text names them (not strftime&apos;s, which follows the C locale, not the app&apos;s language).</extracomment>
        <translation>jan.</translation>
    </message>
    <message>
        <source>Feb</source>
        <translation>fev.</translation>
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
        <translation>mai.</translation>
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
        <translation>set.</translation>
    </message>
    <message>
        <source>Oct</source>
        <translation>out.</translation>
    </message>
    <message>
        <source>Nov</source>
        <translation>nov.</translation>
    </message>
    <message>
        <source>Dec</source>
        <translation>dez.</translation>
    </message>
</context>
</TS>
