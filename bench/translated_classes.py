"""Classes in French, Spanish, German and Indonesian on one assignment with English sources, and translated
copies planted in them, with the truth of each (bench_translated.py reads them).

The assignment: "Why do bees matter to farming, and why are they in decline?" Two English sources: a web
page (SOURCE_WEB) and an encyclopaedia article (SOURCE_ARTICLE), four paragraphs each. Each language's
class holds students who wrote their own paragraphs (their `own` text, written for this bench in their
language) around one planted paragraph:

- faithful: a source paragraph translated whole, as a careful translator would (not word for word);
- reordered: translated with its sentences in another order and one left out;
- summary: two source paragraphs merged and condensed into one;
- inserted: translated with a sentence of the student's own in the middle;
- classmate: a paragraph of a student of another language's class, translated;
- verbatim: a source paragraph pasted in English, untranslated (the control: found as copied).

Honest students (HONEST) write on the same subtopics with the same facts and figures, quoting the sources
in quotation marks with a citation. Two students of one class and two of different classes translate the
same source paragraph (common origin): each must be listed with the source, not with the other.

Beside these first classes (STUDENTS, written whole), `generated_students(seed)` draws classes in Italian,
Portuguese, Dutch and Turkish and an English class from the material of translated_material.py (the seed
varies which paragraph each kind takes, the order of a reordered paragraph, the sentence it leaves out and
where a student's own sentence goes).

All texts are original, written for this bench; nothing is taken from a corpus. `build(folder, seed)` writes
the sources and every class's essays as .txt files and returns the planted cases.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

SOURCE_WEB = [
    "Bees are responsible for pollinating about a third of the food crops we eat. Without them, harvests of "
    "apples, almonds, blueberries and coffee would shrink dramatically. Farmers in many regions already rent "
    "hives every spring so that their orchards produce enough fruit. The economic value of this free service "
    "is estimated at more than two hundred billion dollars a year.",
    "Since the winter of 2006, beekeepers in North America and Europe have reported losing large numbers of "
    "colonies. In some years almost forty percent of the hives did not survive until spring. Scientists call "
    "the sudden disappearance of worker bees colony collapse disorder. The adult bees simply vanish, leaving "
    "the queen, the honey and the young behind.",
    "Researchers now agree that no single cause explains the decline. Pesticides called neonicotinoids weaken "
    "the memory of bees and make it harder for them to find their way back to the hive. A parasitic mite "
    "spreads viruses from one colony to the next. Poor nutrition also plays a part, because huge fields of a "
    "single crop offer flowers for only a few weeks of the year.",
    "There is a lot that ordinary people can do to help. Planting native flowers in gardens and on balconies "
    "gives bees food from early spring to late autumn. Leaving a corner of the lawn unmown creates shelter for "
    "wild bees, which nest in the ground. Buying honey from local beekeepers supports the people who look "
    "after the colonies.",
]

SOURCE_ARTICLE = [
    "Pollination is the transfer of pollen from the male part of a flower to the female part of a flower of "
    "the same species. It allows the plant to produce seeds and fruit. Some plants are pollinated by the wind, "
    "but most flowering plants depend on animals. Insects, birds and even bats carry pollen while they feed on "
    "nectar.",
    "The honey bee is the best known pollinator, but it is far from the only one. More than twenty thousand "
    "species of bees have been described, and most of them live alone rather than in colonies. Bumblebees can "
    "shake pollen loose by vibrating their flight muscles, a technique that tomatoes need. Wild bees are often "
    "more efficient than honey bees at pollinating crops.",
    "Flowers and their pollinators have evolved together over millions of years. Bright colours, sweet scents "
    "and patterns visible only in ultraviolet light guide insects towards the nectar. In return, the visitors "
    "carry pollen to the next flower. Some orchids even imitate the shape of a female insect to attract males.",
    "The first honey bees were brought to the Americas by European settlers in the seventeenth century. Native "
    "peoples called them the white man's flies. Today commercial beekeepers move millions of hives across the "
    "continent by truck to follow the flowering of crops. This practice increases yields but also spreads "
    "diseases between colonies.",
]


@dataclass(frozen=True)
class Student:
    """One student's essay: their own paragraphs around a planted one (`planted` is "" for an honest one)."""

    name: str
    language: str
    own_before: str
    planted: str
    own_after: str
    kind: str = ""  # faithful, reordered, summary, inserted, classmate, verbatim; "" for an honest student
    source: str = ""  # the file the planted paragraph came from
    source_paragraphs: tuple[int, ...] = ()


@dataclass(frozen=True)
class Case:
    """A planted paragraph: in `student` (file name), from `source` (file name), its kind and languages, and
    [start, end) of the planted text in the student's file."""

    student: str
    source: str
    kind: str
    languages: tuple[str, str]
    start: int
    end: int


SPANISH_OWN_PARAGRAPH = (
    "En mi pueblo, en la provincia de Valencia, casi todas las familias tienen naranjos. Mi abuelo siempre dice "
    "que las flores de azahar se llenan de abejas en marzo y que sin ellas la cosecha sería mucho más pobre. "
    "Este año visité a un apicultor que cuida ciento veinte colmenas en el monte. Me explicó que cada invierno "
    "pierde más enjambres que antes y que ya no sabe cómo protegerlos."
)

STUDENTS = [
    # --- French class
    Student("fr_amelie", "french",
            "Les abeilles font partie de notre quotidien sans que nous y pensions. Dans ce devoir, je vais "
            "expliquer leur rôle dans l'agriculture et les raisons de leur déclin.",
            "Les abeilles assurent la pollinisation d'environ un tiers des cultures dont nous nous nourrissons. "
            "Sans elles, les récoltes de pommes, d'amandes, de myrtilles et de café diminueraient de façon "
            "spectaculaire. Dans de nombreuses régions, les agriculteurs louent déjà des ruches chaque printemps "
            "pour que leurs vergers donnent assez de fruits. On estime la valeur économique de ce service gratuit "
            "à plus de deux cents milliards de dollars par an.",
            "Pour conclure, je pense que nous devons tous nous sentir concernés par ce problème, car notre "
            "alimentation en dépend.", "faithful", "source_web.txt", (0,)),
    Student("fr_bastien", "french",
            "Quand j'étais petit, j'avais peur des abeilles. Aujourd'hui je comprends qu'elles sont "
            "indispensables et que leur survie nous concerne directement.",
            "La pollinisation consiste à transporter le pollen de la partie mâle d'une fleur vers la partie "
            "femelle d'une fleur de la même espèce, ce qui permet à la plante de former des graines et des fruits. "
            "Si le vent suffit à certaines plantes, la plupart des plantes à fleurs ont besoin des animaux. L'abeille "
            "domestique est le pollinisateur le plus connu, mais on a décrit plus de vingt mille espèces "
            "d'abeilles, qui vivent pour la plupart seules et non en colonies. Les abeilles sauvages pollinisent "
            "souvent les cultures plus efficacement que les abeilles domestiques.",
            "Voilà pourquoi il faudrait protéger aussi les abeilles sauvages et pas seulement les ruches.",
            "summary", "source_article.txt", (0, 1)),
    Student("fr_chloe", "french",
            "Le déclin des abeilles inquiète beaucoup les scientifiques. Je vais essayer de présenter ce que "
            "l'on sait sur ses causes.",
            "Les chercheurs s'accordent aujourd'hui à dire qu'aucune cause unique n'explique ce déclin. Les "
            "pesticides appelés néonicotinoïdes affaiblissent la mémoire des abeilles, qui ont alors plus de mal "
            "à retrouver le chemin de la ruche. Dans mon village, un apiculteur m'a raconté qu'il avait perdu la "
            "moitié de ses ruches après un été très sec. Un acarien parasite transmet des virus d'une colonie à "
            "l'autre. La mauvaise alimentation joue aussi un rôle, car d'immenses champs d'une seule culture "
            "n'offrent des fleurs que pendant quelques semaines par an.",
            "Il me semble donc qu'il faudrait agir sur toutes ces causes à la fois.",
            "inserted", "source_web.txt", (2,)),
    Student("fr_damien", "french",
            "Je voudrais parler de l'Espagne, où la culture des agrumes dépend beaucoup des insectes.",
            "Dans mon village, dans la province de Valence, presque toutes les familles possèdent des orangers. "
            "Mon grand-père répète toujours qu'en mars les fleurs d'oranger sont couvertes d'abeilles et que sans "
            "elles la récolte serait bien plus maigre. Cette année, je suis allé voir un apiculteur qui s'occupe "
            "de cent vingt ruches dans la montagne. Il m'a expliqué qu'il perd chaque hiver plus d'essaims "
            "qu'autrefois et qu'il ne sait plus comment les protéger.",
            "Cet exemple montre que le problème touche aussi les petits producteurs.",
            "classmate", "es_lucia.txt", ()),
    Student("fr_emma", "french",
            "Les abeilles m'intéressent depuis que mon oncle a installé deux ruches dans son jardin en "
            "Bretagne. Il récolte chaque année une vingtaine de kilos de miel de sarrasin.",
            "Selon une page consacrée aux abeilles, celles-ci pollinisent « environ un tiers des cultures » que "
            "nous mangeons (Why bees matter). Mon oncle m'a montré que les pommiers de son voisin donnent "
            "beaucoup plus de fruits depuis qu'il a ses ruches. Le même site rappelle que depuis 2006 les "
            "apiculteurs perdent beaucoup de colonies, parfois « presque quarante pour cent » en un hiver. "
            "Mon oncle, lui, n'a perdu qu'une ruche l'an dernier, à cause du varroa, un petit acarien qu'il "
            "traite chaque automne.",
            "Je pense que l'apiculture amateur peut aider, à condition d'être bien formé.",
            "", "", ()),
    # --- Spanish class
    Student("es_lucia", "spanish",
            "Las abejas son fundamentales para la agricultura española, especialmente para los cítricos.",
            SPANISH_OWN_PARAGRAPH,
            "Por eso creo que deberíamos ayudar más a los apicultores de nuestra región.",
            "", "", ()),
    Student("es_mateo", "spanish",
            "En este trabajo voy a hablar de la relación entre las flores y los insectos que las visitan.",
            "Las flores y sus polinizadores han evolucionado juntos durante millones de años. Los colores "
            "vivos, los aromas dulces y unos dibujos que solo se ven con luz ultravioleta guían a los insectos "
            "hasta el néctar. A cambio, los visitantes llevan el polen a la flor siguiente. Algunas orquídeas "
            "llegan incluso a imitar la forma de una hembra de insecto para atraer a los machos.",
            "Me parece fascinante que una planta pueda engañar así a un animal.",
            "faithful", "source_article.txt", (2,)),
    Student("es_sofia", "spanish",
            "Muchas personas creen que no pueden hacer nada por las abejas, pero no es así.",
            "Dejar sin cortar un rincón del césped ofrece refugio a las abejas silvestres, que anidan en el "
            "suelo. Si plantamos flores autóctonas en el jardín o en el balcón, las abejas tendrán alimento "
            "desde el comienzo de la primavera hasta el final del otoño. También podemos comprar la miel a los "
            "apicultores de la zona, y así apoyamos a quienes cuidan las colmenas.",
            "Son gestos pequeños, pero si los hace mucha gente pueden cambiar las cosas.",
            "reordered", "source_web.txt", (3,)),
    Student("es_diego", "spanish",
            "Quiero contar la historia de las abejas en América, que no conocía antes de este trabajo.",
            "Las primeras abejas melíferas llegaron a América con los colonos europeos en el siglo diecisiete, "
            "y los pueblos indígenas las llamaban las moscas del hombre blanco. Mi profesora de biología dice "
            "que antes de eso los mayas ya criaban abejas sin aguijón. Hoy los apicultores comerciales "
            "transportan en camiones millones de colmenas por todo el continente para seguir la floración de los "
            "cultivos. Esta práctica aumenta las cosechas, pero también propaga enfermedades entre las colonias.",
            "En mi opinión, habría que controlar mejor estos traslados.",
            "inserted", "source_article.txt", (3,)),
    Student("es_valeria", "spanish",
            "Elegí este tema porque en mi barrio han abierto un huerto urbano con colmenas.",
            "Según la enciclopedia, se han descrito \"más de veinte mil especies de abejas\" (Pollination). "
            "En el huerto de mi barrio he visto abejorros en las tomateras, y el encargado me explicó que "
            "hacen vibrar las flores para soltar el polen. La misma fuente dice que las abejas silvestres son a "
            "menudo \"más eficaces\" que las melíferas. Yo he contado en una mañana unas treinta abejas "
            "silvestres distintas en el huerto.",
            "Creo que los huertos urbanos son una buena idea para las ciudades.",
            "", "", ()),
    # --- German class
    Student("de_jonas", "german",
            "In diesem Aufsatz beschäftige ich mich mit dem Bienensterben und seinen Folgen.",
            "Seit dem Winter 2006 melden Imker in Nordamerika und Europa, dass sie sehr viele Völker verloren "
            "haben. In manchen Jahren überlebte fast vierzig Prozent der Bienenstöcke den Winter nicht. "
            "Wissenschaftler nennen das plötzliche Verschwinden der Arbeiterinnen Völkerkollaps. Die erwachsenen "
            "Bienen sind einfach weg, während die Königin, der Honig und die Brut zurückbleiben.",
            "Diese Zahlen haben mich wirklich erschreckt.",
            "faithful", "source_web.txt", (1,)),
    Student("de_lena", "german",
            "Jeder spricht vom Bienensterben, aber die Ursachen sind kompliziert.",
            "Die Forscher sind sich inzwischen einig, dass sich der Rückgang nicht durch eine einzige Ursache "
            "erklären lässt. Neonicotinoide genannte Pestizide schwächen das Gedächtnis der Bienen, sodass sie "
            "schwerer zurück zu ihrem Stock finden. Eine parasitische Milbe überträgt Viren von einem Volk auf "
            "das nächste. Auch schlechte Ernährung spielt eine Rolle, weil riesige Felder mit nur einer Kultur "
            "bloß wenige Wochen im Jahr Blüten bieten.",
            "Man müsste also an mehreren Stellen gleichzeitig ansetzen.",
            "faithful", "source_web.txt", (2,)),
    Student("de_moritz", "german",
            "Was können wir selbst gegen das Bienensterben tun? Dieser Frage gehe ich hier nach.",
            "Bienen bestäuben ungefähr ein Drittel unserer Nahrungspflanzen, und ohne sie würden Äpfel, Mandeln "
            "und Kaffee knapp. Seit 2006 verlieren Imker in Amerika und Europa viele Völker, in manchen Jahren "
            "fast vierzig Prozent. Schuld sind Pestizide, die das Gedächtnis der Bienen schwächen, eine Milbe, "
            "die Viren überträgt, und riesige Felder mit nur einer Kultur, die kaum Nahrung bieten.",
            "Ich finde, die Politik sollte hier strengere Regeln erlassen.",
            "summary", "source_web.txt", (0, 1, 2)),
    Student("de_nina", "german",
            "Ich habe für diese Arbeit auch mit meiner Tante gesprochen, die in Spanien lebt.",
            "In ihrem Dorf in der Provinz Valencia hat fast jede Familie Orangenbäume. Ihr Großvater sagt immer, "
            "dass die Orangenblüten im März voller Bienen sind und die Ernte ohne sie viel schlechter ausfallen "
            "würde. Dieses Jahr hat sie einen Imker besucht, der hundertzwanzig Bienenstöcke in den Bergen "
            "betreut. Er erklärte ihr, dass er jeden Winter mehr Schwärme verliert als früher und nicht mehr "
            "weiß, wie er sie schützen soll.",
            "Das Problem ist also überall in Europa dasselbe.",
            "classmate", "es_lucia.txt", ()),
    Student("de_paul", "german",
            "Für meinen Aufsatz habe ich eine englische Webseite gelesen.",
            SOURCE_WEB[3],
            "Das sind einfache Tipps, die jeder im Alltag umsetzen kann.",
            "verbatim", "source_web.txt", (3,)),
    Student("de_sarah", "german",
            "Mein Vater ist Obstbauer am Bodensee, deshalb interessiert mich das Thema besonders.",
            "Auf einer englischen Webseite steht, dass Bienen \"about a third of the food crops\" bestäuben "
            "(Why bees matter). Bei uns am Hof mieten wir jedes Frühjahr zwölf Bienenvölker von einem Imker "
            "aus dem Nachbardorf. Mein Vater sagt, dass die Apfelernte ohne sie nur halb so groß wäre. Laut "
            "derselben Quelle gingen in manchen Jahren \"almost forty percent of the hives\" verloren; unser "
            "Imker hat im letzten Winter zum Glück nur zwei Völker verloren.",
            "Ich hoffe, dass mein Vater noch lange Bienen auf seinen Feldern hat.",
            "", "", ()),
    # --- Indonesian class
    Student("id_ayu", "indonesian",
            "Dalam tugas ini saya akan menjelaskan mengapa lebah penting bagi pertanian.",
            "Lebah bertanggung jawab atas penyerbukan sekitar sepertiga tanaman pangan yang kita makan. Tanpa "
            "lebah, panen apel, almond, blueberry, dan kopi akan menurun secara drastis. Di banyak daerah, para "
            "petani sudah menyewa sarang lebah setiap musim semi agar kebun buah mereka menghasilkan cukup buah. "
            "Nilai ekonomi dari layanan gratis ini diperkirakan lebih dari dua ratus miliar dolar per tahun.",
            "Menurut saya, kita harus lebih menghargai serangga kecil ini.",
            "faithful", "source_web.txt", (0,)),
    Student("id_budi", "indonesian",
            "Saya memilih topik ini karena keluarga saya menanam kopi di Lampung.",
            "Lebah madu memang penyerbuk yang paling terkenal, tetapi bukan satu-satunya. Lebah liar sering "
            "kali lebih efisien daripada lebah madu dalam menyerbuki tanaman. Lebih dari dua puluh ribu spesies "
            "lebah telah dideskripsikan, dan sebagian besar hidup sendiri, bukan dalam koloni.",
            "Di kebun kopi kami, saya sering melihat lebah liar di bunga kopi.",
            "reordered", "source_article.txt", (1,)),
    Student("id_citra", "indonesian",
            "Banyak orang tidak tahu apa itu penyerbukan. Saya akan menjelaskannya secara singkat.",
            "Penyerbukan adalah perpindahan serbuk sari dari bagian jantan sebuah bunga ke bagian betina bunga "
            "dari spesies yang sama, sehingga tanaman dapat menghasilkan biji dan buah. Sebagian tanaman "
            "diserbuki oleh angin, tetapi kebanyakan tanaman berbunga bergantung pada hewan. Bunga dan "
            "penyerbuknya berevolusi bersama selama jutaan tahun: warna cerah, aroma manis, dan pola yang hanya "
            "terlihat di bawah sinar ultraviolet menuntun serangga ke nektar, lalu serangga itu membawa serbuk "
            "sari ke bunga berikutnya.",
            "Hubungan ini menunjukkan betapa eratnya alam saling terkait.",
            "summary", "source_article.txt", (0, 2)),
    Student("id_dewi", "indonesian",
            "Saya ingin membahas apa yang bisa dilakukan oleh masyarakat biasa.",
            "Ada banyak hal yang bisa dilakukan oleh orang biasa untuk membantu. Menanam bunga asli di kebun "
            "dan di balkon memberi lebah makanan dari awal musim semi sampai akhir musim gugur. Di sekolah kami, "
            "kelas saya sudah menanam bunga matahari di dekat lapangan. Membiarkan satu sudut halaman tidak "
            "dipotong menyediakan tempat berlindung bagi lebah liar, yang bersarang di dalam tanah. Membeli madu "
            "dari peternak lebah setempat mendukung orang-orang yang merawat koloni.",
            "Jika semua orang ikut membantu, lebah akan punya masa depan.",
            "inserted", "source_web.txt", (3,)),
    Student("id_eko", "indonesian",
            "Saya tertarik dengan sejarah lebah di benua Amerika.",
            "Menurut sebuah ensiklopedia, lebah madu pertama dibawa ke Amerika oleh \"European settlers in the "
            "seventeenth century\" (Pollination). Di Indonesia, kakek saya memelihara lebah hutan di Sumbawa "
            "dan memanen madunya dua kali setahun. Ensiklopedia yang sama menyebutkan bahwa para peternak "
            "memindahkan jutaan sarang dengan truk, dan menurut kakek saya hal seperti itu tidak pernah "
            "dilakukan di desanya.",
            "Saya bangga dengan cara tradisional kakek saya merawat lebah.",
            "", "", ()),
    # --- more of each kind, written after the first measurement
    Student("fr_florian", "french",
            "L'histoire des abeilles en Amérique est moins connue que celle de l'Europe.",
            "Aujourd'hui, des apiculteurs professionnels font traverser le continent à des millions de ruches en "
            "camion pour suivre la floraison des cultures. Les premières abeilles domestiques ont été apportées "
            "en Amérique par les colons européens au dix-septième siècle. Cette pratique augmente les "
            "rendements, mais elle propage aussi des maladies entre les colonies.",
            "Je trouve étonnant qu'on transporte des abeilles comme des marchandises.",
            "reordered", "source_article.txt", (3,)),
    Student("fr_gabriel", "french",
            "Mon grand-père était apiculteur dans les Cévennes et il m'a transmis sa passion.",
            "Les abeilles pollinisent près d'un tiers de ce que nous mangeons, et les agriculteurs louent même des "
            "ruches pour que leurs vergers produisent assez de fruits. Chacun peut pourtant les aider : des "
            "fleurs locales sur un balcon les nourrissent du printemps à l'automne, un coin de pelouse non tondu "
            "abrite les abeilles sauvages qui nichent dans le sol, et acheter du miel à un apiculteur du coin "
            "soutient ceux qui s'occupent des colonies.",
            "Si chacun fait un petit geste, les abeilles s'en porteront mieux.",
            "summary", "source_web.txt", (0, 3)),
    Student("de_tobias", "german",
            "Blumen und Insekten sind seit jeher aufeinander angewiesen.",
            "Manche Orchideen ahmen sogar die Gestalt eines Insektenweibchens nach, um Männchen anzulocken. "
            "Leuchtende Farben, süße Düfte und Muster, die man nur im ultravioletten Licht sieht, führen die "
            "Insekten zum Nektar. Blumen und ihre Bestäuber haben sich über Millionen von Jahren gemeinsam "
            "entwickelt.",
            "Das zeigt, wie eng die Natur miteinander verbunden ist.",
            "reordered", "source_article.txt", (2,)),
    Student("de_emil", "german",
            "Bei uns im Garten summen im Sommer nicht nur Honigbienen.",
            "Die Honigbiene ist der bekannteste Bestäuber, aber bei weitem nicht der einzige. Man hat mehr als "
            "zwanzigtausend Bienenarten beschrieben, und die meisten leben allein statt in Völkern. Mein Opa "
            "hat in seinem Garten ein Insektenhotel aus Holz und Bambus gebaut. Hummeln können Pollen lösen, "
            "indem sie ihre Flugmuskeln vibrieren lassen, eine Technik, die Tomaten brauchen. Wildbienen "
            "bestäuben Nutzpflanzen oft besser als Honigbienen.",
            "Deshalb sollten wir auch an die Wildbienen denken.",
            "inserted", "source_article.txt", (1,)),
    Student("de_clara", "german",
            "Ich möchte von einem Projekt an unserer Schule in Freiburg erzählen.",
            "Im letzten Frühjahr hat unsere Klasse auf dem Schulhof eine Blumenwiese angelegt. Wir haben "
            "Kornblumen, Mohn und Klee gesät und ein kleines Schild aufgestellt, damit niemand darüber läuft. "
            "Schon im Juni kamen jeden Tag Hummeln und Schmetterlinge. Unsere Biologielehrerin hat mit uns die "
            "Insekten gezählt und die Ergebnisse in eine Tabelle eingetragen.",
            "Ich hoffe, dass die Wiese noch viele Jahre bleibt.",
            "", "", ()),
    Student("id_fajar", "indonesian",
            "Saya ingin menceritakan sebuah proyek sekolah yang menarik.",
            "Musim semi lalu, kelas kami membuat padang bunga di halaman sekolah. Kami menabur bunga jagung, "
            "bunga poppy, dan semanggi, lalu memasang papan kecil agar tidak ada yang menginjaknya. Sejak bulan "
            "Juni, lebah besar dan kupu-kupu datang setiap hari. Guru biologi kami mengajak kami menghitung "
            "serangga itu dan mencatat hasilnya di dalam tabel.",
            "Proyek kecil seperti ini bisa ditiru oleh sekolah lain.",
            "classmate", "de_clara.txt", ()),
    Student("es_pablo", "spanish",
            "La desaparición de las abejas es un problema grave del que se habla poco.",
            "Desde 2006, los apicultores de Norteamérica y Europa pierden muchas colonias, y algunos años casi "
            "el cuarenta por ciento de las colmenas no sobrevive al invierno: las abejas obreras desaparecen y "
            "dejan atrás a la reina y la miel. Los científicos creen que no hay una sola causa. Los "
            "neonicotinoides debilitan la memoria de las abejas, un ácaro parásito transmite virus entre "
            "colonias y los grandes monocultivos solo dan flores unas pocas semanas.",
            "Hay que actuar pronto, antes de que sea demasiado tarde.",
            "summary", "source_web.txt", (1, 2)),
    Student("es_ines", "spanish",
            "Empecé a interesarme por las abejas después de ver un documental.",
            "Desde el invierno de 2006, los apicultores de Norteamérica y Europa cuentan que han perdido una gran "
            "cantidad de colonias. Algunos años, casi el cuarenta por ciento de las colmenas no llegó a la "
            "primavera. En el documental, un apicultor lloraba delante de sus cajas vacías. Los científicos "
            "llaman síndrome de colapso de las colonias a esta desaparición repentina de las abejas obreras. "
            "Las abejas adultas simplemente se esfuman y dejan atrás a la reina, la miel y las crías.",
            "Desde entonces compro miel solo a apicultores de mi zona.",
            "inserted", "source_web.txt", (1,)),
]

#: The first classes' students (STUDENTS) kept out of the honest count: they wrote a paragraph of their own
#: that a classmate in another language translated.
ORIGINALS = ("es_lucia", "de_clara")
#: Short names of the generated classes' languages.
CODES = {"italian": "it", "portuguese": "pt", "dutch": "nl", "turkish": "tr", "english": "en", "french": "fr",
         "spanish": "es", "indonesian": "id", "german": "de"}
#: The three kinds planted from a paragraph translated sentence by sentence, rotated over a language's three
#: paragraphs by its place and the seed.
SENTENCE_KINDS = ("faithful", "reordered", "inserted")
#: Which of a language's openings and closings each of its seven students takes.
LINE_OF = {"faithful": 0, "reordered": 1, "summary": 2, "inserted": 3, "classmate": 4, "story": 5, "honest": 6}


def _source_file(paragraph: tuple[str, int]) -> str:
    return "source_web.txt" if paragraph[0] == "web" else "source_article.txt"


def _source_text(paragraph: tuple[str, int]) -> str:
    return (SOURCE_WEB if paragraph[0] == "web" else SOURCE_ARTICLE)[paragraph[1]]


def generated_students(seed: int = 0) -> list[Student]:
    """Return the generated classes' students (translated_material.py): per language of LANGUAGES a faithful,
    a reordered (its sentences shuffled, one left out) and an inserted translation (the student's own
    sentence put in), a summary, a classmate's story translated, the story's writer, a student pasting an
    English paragraph (the verbatim control) and an honest student; the English class's renderings of each
    story; French, Spanish and Indonesian students pasting an English paragraph. `seed` varies which of a
    language's paragraphs each kind takes, the order of the reordered sentences, the one left out and where
    the own sentence goes."""
    import random

    from translated_material import ENGLISH_RETOLD, LANGUAGES, PASTED_ELSEWHERE, STORY_FROM

    rng = random.Random(seed)
    students: list[Student] = []
    writer = {language: f"{CODES[language]}_story" for language in LANGUAGES}
    for place, (language, material) in enumerate(LANGUAGES.items()):
        code, opening, closing = CODES[language], material["openings"], material["closings"]
        paragraphs = list(material["paragraphs"].items())
        for turn, kind in enumerate(SENTENCE_KINDS):
            paragraph, sentences = paragraphs[(turn + place + seed) % len(paragraphs)]
            sentences = list(sentences)
            if kind == "reordered":
                kept = sentences[:]
                del kept[rng.randrange(len(kept))]
                while kept == [s for s in sentences if s in kept]:  # another order than the source's
                    rng.shuffle(kept)
                sentences = kept
            elif kind == "inserted":
                sentences.insert(rng.randrange(1, len(sentences)), material["aside"])
            students.append(Student(f"{code}_{kind}", language, opening[LINE_OF[kind]], " ".join(sentences),
                                    closing[LINE_OF[kind]], kind, _source_file(paragraph), (paragraph[1],)))
        (document, numbers), summary = material["summary"]
        students.append(Student(f"{code}_summary", language, opening[2], summary, closing[2], "summary",
                                _source_file((document, 0)), numbers))
        students.append(Student(f"{code}_classmate", language, opening[4], material["retold"], closing[4],
                                "classmate", f"{writer[STORY_FROM[language]]}.txt", ()))
        students.append(Student(writer[language], language, opening[5], material["story"], closing[5]))
        pasted, first, last = material["pasted"]
        students.append(Student(f"{code}_pasted", language, first, _source_text(pasted), last, "verbatim",
                                _source_file(pasted), (pasted[1],)))
        students.append(Student(f"{code}_honest", language, opening[6], material["honest"], closing[6]))
    for language, (opening, text, closing) in ENGLISH_RETOLD.items():
        students.append(Student(f"en_from_{CODES[language]}", "english", opening, text, closing, "classmate",
                                f"{writer[language]}.txt", ()))
    for language, pasted, opening, closing in PASTED_ELSEWHERE:
        students.append(Student(f"{CODES[language]}_pasted", language, opening, _source_text(pasted), closing,
                                "verbatim", _source_file(pasted), (pasted[1],)))
    return students


def all_students(seed: int = 0) -> list[Student]:
    """Return the first classes' students (STUDENTS, written whole) and the generated ones."""
    return STUDENTS + generated_students(seed)


def honest_students(students: list[Student]) -> tuple[str, ...]:
    """Return the honest students' names: no planted paragraph, the same subtopics and facts, quoted with a
    citation."""
    originals = set(ORIGINALS) | {s.source.removesuffix(".txt") for s in students if s.kind == "classmate"}
    return tuple(s.name for s in students if not s.kind and s.name not in originals)


def common_origin(students: list[Student]) -> tuple[tuple[str, str], ...]:
    """Return the pairs of students who translated (or pasted) the same source paragraph: each must be listed
    with the source only, not with the other."""
    return tuple(
        (x.name, y.name) for n, x in enumerate(students) for y in students[n + 1 :]
        if x.source and x.source == y.source and x.source.startswith("source_")
        and set(x.source_paragraphs) & set(y.source_paragraphs))


#: The honest students and common-origin pairs of the default class (seed 0).
HONEST = honest_students(all_students())
COMMON_ORIGIN = common_origin(all_students())


def essay(student: Student) -> tuple[str, int, int]:
    """Return the student's essay, and [start, end) of its planted (or middle) paragraph."""
    before = student.own_before + "\n\n"
    return before + student.planted + "\n\n" + student.own_after + "\n", len(before), len(before) + len(student.planted)


def build(folder: Path, seed: int = 0) -> list[Case]:
    """Write the two sources and every student's essay (all_students(seed)) into `folder` (a .txt file
    each); return the cases."""
    students = all_students(seed)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "source_web.txt").write_text("Why bees matter\n\n" + "\n\n".join(SOURCE_WEB) + "\n", encoding="utf-8")
    (folder / "source_article.txt").write_text("Pollination\n\n" + "\n\n".join(SOURCE_ARTICLE) + "\n",
                                               encoding="utf-8")
    language_of = {s.name: s.language for s in students}
    cases = []
    for student in students:
        text, start, end = essay(student)
        (folder / f"{student.name}.txt").write_text(text, encoding="utf-8")
        if student.kind:
            source_language = language_of.get(student.source.removesuffix(".txt"), "english")
            cases.append(Case(f"{student.name}.txt", student.source, student.kind,
                              (student.language, source_language), start, end))
    return cases
