"""Material for the generated classes of translated_classes.py: Italian, Portuguese, Dutch and Turkish
students, an English class, and pasted English paragraphs in French, Spanish and Indonesian essays.

Everything here was written for this bench, as a careful translator writes: whole sentences rendered in
the language's own order and idiom, not word for word. Per language (LANGUAGES):

- `paragraphs`: three of the sources' eight paragraphs ("web", n) or ("article", n), each as its sentences
  translated one by one, so the generator can plant it whole (faithful), reorder it and leave one sentence
  out (reordered), or put the student's own sentence (`aside`) into it (inserted);
- `summary`: two paragraphs of one source merged and condensed, with the paragraphs it draws on;
- `story`: a student's own experience, written in the language (a classmate in another language translates
  it: `story_from`, the language whose story this one renders, is in `retold`);
- `honest`: a paragraph on the same subtopic quoting the source in quotation marks, with its figures;
- `pasted`: a source paragraph a student pastes in English, untranslated (the verbatim control), with that
  student's opening and closing;
- `openings` and `closings`: one sentence of the student's own before and after the planted paragraph, one
  pair per student, none shared by two students.
"""

from __future__ import annotations

#: Which language's story each language's classmate renders (a translation between two languages that are
#: not English: through the pivot), and the English class's renderings of each story.
STORY_FROM = {"italian": "portuguese", "portuguese": "dutch", "dutch": "turkish", "turkish": "italian"}

LANGUAGES: dict[str, dict] = {
    "italian": {
        "paragraphs": {
            ("web", 2): [
                "Oggi i ricercatori concordano sul fatto che il declino non si spiega con un'unica causa.",
                "I pesticidi chiamati neonicotinoidi indeboliscono la memoria delle api e rendono più difficile "
                "per loro ritrovare la strada dell'alveare.",
                "Un acaro parassita trasmette virus da una colonia all'altra.",
                "Anche un'alimentazione povera ha il suo peso, perché le enormi distese di un'unica coltura "
                "offrono fiori solo per poche settimane all'anno.",
            ],
            ("article", 1): [
                "L'ape domestica è l'impollinatore più conosciuto, ma è tutt'altro che l'unico.",
                "Sono state descritte più di ventimila specie di api, e la maggior parte vive da sola anziché in "
                "colonie.",
                "I bombi riescono a staccare il polline facendo vibrare i muscoli del volo, una tecnica di cui i "
                "pomodori hanno bisogno.",
                "Le api selvatiche sono spesso più efficienti delle api domestiche nell'impollinare le colture.",
            ],
            ("web", 3): [
                "Le persone comuni possono fare molto per aiutare.",
                "Piantare fiori autoctoni nei giardini e sui balconi dà alle api cibo dall'inizio della primavera "
                "fino al tardo autunno.",
                "Lasciare un angolo del prato senza tagliarlo crea un rifugio per le api selvatiche, che fanno il "
                "nido nel terreno.",
                "Comprare il miele dagli apicoltori della zona sostiene chi si prende cura delle colonie.",
            ],
        },
        "summary": (("article", (2, 3)),
                    "Fiori e impollinatori si sono evoluti insieme per milioni di anni: colori vivaci, profumi "
                    "dolci e disegni visibili solo nell'ultravioletto guidano gli insetti verso il nettare, e "
                    "alcune orchidee imitano perfino la forma di una femmina d'insetto. Le prime api domestiche "
                    "arrivarono in America con i coloni europei nel Seicento. Oggi gli apicoltori professionisti "
                    "spostano milioni di arnie in camion per seguire le fioriture, aumentando i raccolti ma "
                    "diffondendo anche malattie tra le colonie."),
        "aside": "Mia nonna, in Puglia, lascia sempre crescere la lavanda vicino all'orto proprio per questo.",
        "story": "L'estate scorsa ho passato due settimane nella fattoria di mio zio vicino a Siena. Ogni mattina "
                 "controllavamo le dodici arnie che tiene ai margini di un campo di girasoli. Mio zio mi ha "
                 "insegnato a usare l'affumicatore perché le api restino calme. Ad agosto abbiamo raccolto quasi "
                 "quaranta chili di miele, e ne ho portati a casa tre barattoli per la mia famiglia.",
        "retold": "Durante le vacanze ho fatto volontariato in un rifugio per api sulle montagne vicino a "
                  "Curitiba. I volontari recuperano gli sciami che si stabiliscono nelle case e nelle scuole e li "
                  "trasferiscono in cassette di legno nel bosco. Il mio primo giorno è arrivato uno sciame di api "
                  "native senza pungiglione dentro una vecchia scatola da scarpe. Alla fine del mese aveva già "
                  "costruito con cera e resina il proprio tubo d'ingresso.",
        "honest": "Secondo un sito inglese, le api impollinano \"about a third of the food crops\" (Why bees "
                  "matter). Nel frutteto dei miei vicini, in Trentino, ogni primavera arrivano otto arnie in "
                  "affitto per i meli. Il proprietario mi ha detto che senza di loro raccoglierebbe molte meno "
                  "mele. La stessa fonte parla di un valore di \"more than two hundred billion dollars a year\", "
                  "una cifra che mi ha sorpreso.",
        "pasted": (("web", 0), "Ho trovato un sito inglese che spiega bene il problema.",
                   "Questo testo mi ha aiutato a capire l'argomento."),
        "openings": [
            "In questo tema parlo del ruolo delle api nell'agricoltura.",
            "Le api mi hanno sempre affascinato fin da bambina.",
            "Ho scelto questo argomento dopo una lezione di scienze.",
            "Nel mio paese quasi tutti hanno un orto e qualche albero da frutto.",
            "Quest'anno ho fatto un viaggio che mi ha insegnato molto.",
            "Per molti ragazzi della mia età le api sono solo insetti fastidiosi.",
            "Mio padre coltiva mele e pere in Trentino.",
        ],
        "closings": [
            "Spero che nei prossimi anni la situazione migliori.",
            "Per me è un problema che riguarda tutti.",
            "Credo che la scuola dovrebbe parlarne di più.",
            "Anche noi possiamo fare la nostra parte.",
            "È stata un'esperienza che non dimenticherò.",
            "Da allora guardo le api con occhi diversi.",
            "Alla fine ho capito quanto valgano questi piccoli insetti.",
        ],
    },
    "portuguese": {
        "paragraphs": {
            ("article", 3): [
                "As primeiras abelhas melíferas foram trazidas para as Américas pelos colonos europeus no "
                "século XVII.",
                "Os povos indígenas as chamavam de moscas do homem branco.",
                "Hoje, apicultores comerciais transportam milhões de colmeias de caminhão pelo continente para "
                "acompanhar a floração das lavouras.",
                "Essa prática aumenta a produtividade, mas também espalha doenças entre as colônias.",
            ],
            ("web", 0): [
                "As abelhas são responsáveis pela polinização de cerca de um terço das culturas alimentares que "
                "consumimos.",
                "Sem elas, as colheitas de maçã, amêndoa, mirtilo e café encolheriam drasticamente.",
                "Em muitas regiões, os agricultores já alugam colmeias a cada primavera para que seus pomares "
                "produzam frutas suficientes.",
                "O valor econômico desse serviço gratuito é estimado em mais de duzentos bilhões de dólares por "
                "ano.",
            ],
            ("article", 0): [
                "A polinização é a transferência do pólen da parte masculina de uma flor para a parte feminina de "
                "uma flor da mesma espécie.",
                "É ela que permite à planta produzir sementes e frutos.",
                "Algumas plantas são polinizadas pelo vento, mas a maioria das plantas com flores depende dos "
                "animais.",
                "Insetos, aves e até morcegos levam o pólen enquanto se alimentam de néctar.",
            ],
        },
        "summary": (("web", (1, 2)),
                    "Desde 2006, apicultores da América do Norte e da Europa perdem grande parte das suas "
                    "colônias, e em alguns anos quase quarenta por cento das colmeias não chegaram à primavera: "
                    "as operárias simplesmente desaparecem, deixando para trás a rainha e o mel. Segundo os "
                    "pesquisadores, não há uma causa única. Os neonicotinoides prejudicam a memória das abelhas, "
                    "um ácaro parasita transmite vírus e as grandes monoculturas oferecem flores durante poucas "
                    "semanas."),
        "aside": "Na fazenda do meu avô, em Minas Gerais, os cafezais ficam cheios de abelhas na florada.",
        "story": "Nas férias, fiz trabalho voluntário num santuário de abelhas na serra perto de Curitiba. Os "
                 "voluntários resgatam enxames que se instalam em casas e escolas e os levam para caixas de "
                 "madeira na floresta. No meu primeiro dia chegou um enxame de abelhas nativas sem ferrão dentro "
                 "de uma velha caixa de sapatos. No fim do mês, ele já tinha construído com cera e resina o seu "
                 "próprio tubo de entrada.",
        "retold": "Meu vizinho em Utrecht tem duas colmeias no telhado plano da garagem. Quando o ajudei na "
                  "primavera passada, ele me deixou segurar um quadro cheio de crias. Ele explicou que uma "
                  "colônia forte tem cerca de cinquenta mil abelhas no verão. Na cidade, as abelhas dele "
                  "encontram tílias, trevos e as flores das varandas das pessoas.",
        "honest": "Uma enciclopédia em inglês explica que a polinização é \"the transfer of pollen from the "
                  "male part of a flower to the female part\" (Pollination). Na aula de biologia, observamos "
                  "flores de hibisco com uma lupa e vimos o pólen grudado nas patas de uma abelha. A mesma "
                  "enciclopédia lembra que até \"bats carry pollen\", o que eu não sabia. Minha professora disse "
                  "que no Brasil muitos morcegos visitam as flores durante a noite.",
        "pasted": (("article", 1), "Encontrei um texto em inglês que explica bem o assunto.",
                   "Esse texto me ajudou muito."),
        "openings": [
            "Neste trabalho vou falar sobre a importância das abelhas.",
            "Sempre tive medo de abelhas, mas este trabalho mudou a minha opinião.",
            "Escolhi este tema porque minha família vive da agricultura.",
            "Pouca gente pensa nas abelhas quando toma café de manhã.",
            "Quero contar algo que aconteceu comigo no ano passado.",
            "Este ano descobri um mundo que eu não conhecia.",
            "Para este trabalho li uma enciclopédia em inglês.",
        ],
        "closings": [
            "Precisamos cuidar melhor desses insetos.",
            "Espero que as pessoas levem este problema a sério.",
            "Acho que o governo deveria apoiar mais os apicultores.",
            "Cada um de nós pode ajudar um pouco.",
            "Foi uma experiência que nunca vou esquecer.",
            "Gostaria de voltar lá no próximo ano.",
            "A natureza é mais complexa do que parece.",
        ],
    },
    "dutch": {
        "paragraphs": {
            ("web", 1): [
                "Sinds de winter van 2006 melden imkers in Noord-Amerika en Europa dat ze grote aantallen volken "
                "verliezen.",
                "In sommige jaren haalde bijna veertig procent van de kasten het voorjaar niet.",
                "Wetenschappers noemen het plotselinge verdwijnen van de werkbijen de ineenstorting van het "
                "bijenvolk.",
                "De volwassen bijen zijn gewoon weg en laten de koningin, de honing en het broed achter.",
            ],
            ("article", 2): [
                "Bloemen en hun bestuivers hebben zich in de loop van miljoenen jaren samen ontwikkeld.",
                "Felle kleuren, zoete geuren en patronen die alleen in ultraviolet licht te zien zijn, wijzen "
                "insecten de weg naar de nectar.",
                "In ruil daarvoor brengen de bezoekers stuifmeel naar de volgende bloem.",
                "Sommige orchideeën bootsen zelfs de vorm van een vrouwelijk insect na om mannetjes te lokken.",
            ],
            ("article", 1): [
                "De honingbij is de bekendste bestuiver, maar lang niet de enige.",
                "Er zijn meer dan twintigduizend soorten bijen beschreven, en de meeste leven alleen in plaats "
                "van in een volk.",
                "Hommels kunnen stuifmeel losschudden door hun vliegspieren te laten trillen, een techniek die "
                "tomaten nodig hebben.",
                "Wilde bijen bestuiven gewassen vaak efficiënter dan honingbijen.",
            ],
        },
        "summary": (("web", (3, 0)),
                    "Bijen bestuiven ongeveer een derde van onze voedselgewassen, en zonder hen zouden de "
                    "oogsten van appels, amandelen en koffie sterk teruglopen; die gratis dienst is jaarlijks meer "
                    "dan tweehonderd miljard dollar waard. Gewone mensen kunnen helpen door inheemse bloemen te "
                    "planten in de tuin of op het balkon. Een stuk gras laten staan geeft wilde bijen beschutting, "
                    "en wie honing koopt bij een imker uit de buurt, steunt de mensen die voor de volken zorgen."),
        "aside": "Bij ons op school staat sinds vorig jaar een bijenhotel naast het fietsenrek.",
        "story": "Mijn buurman in Utrecht houdt twee bijenkasten op het platte dak van zijn garage. Toen ik hem "
                 "vorig voorjaar hielp, mocht ik een raam vol broed vasthouden. Hij legde uit dat een sterk volk "
                 "in de zomer ongeveer vijftigduizend bijen telt. In de stad vinden zijn bijen linden, klaver en "
                 "de bloemen op de balkons van de mensen.",
        "retold": "Elke zomer gaat mijn familie naar mijn oma in een dorp aan de kust van de Zwarte Zee. Haar "
                  "buren houden bijen in blauw geschilderde houten kasten, hoog op de hellingen. Vorig jaar zag "
                  "ik hoe ze kastanjehoning oogstten, die donker en een beetje bitter is. Mijn oma zegt dat deze "
                  "honing een zere keel beter geneest dan welk medicijn ook.",
        "honest": "Volgens een Engelse website haalde in sommige jaren \"almost forty percent of the hives\" het "
                  "voorjaar niet (Why bees matter). Mijn oom is imker in Drenthe en verloor vorige winter drie "
                  "van zijn tien kasten. Hij denkt dat de varroamijt de grootste boosdoener is. Op dezelfde "
                  "website staat dat dit verschijnsel sinds \"the winter of 2006\" wordt gemeld.",
        "pasted": (("article", 3), "Ik vond een Engelse encyclopedie met een duidelijk stuk hierover.",
                   "Dat stuk legde het goed uit."),
        "openings": [
            "In dit verslag leg ik uit waarom bijen belangrijk zijn voor de landbouw.",
            "Bijen zijn kleiner dan je pinknagel, maar ze doen enorm veel werk.",
            "Ik koos dit onderwerp omdat mijn tante fruitteler is.",
            "Op de markt koop ik elke week honing bij dezelfde kraam.",
            "Ik wil vertellen over iets wat ik vorig jaar heb meegemaakt.",
            "Bijen houden kan ook midden in een stad.",
            "Voor dit verslag heb ik ook met mijn oom gepraat.",
        ],
        "closings": [
            "Ik hoop dat er snel meer aandacht voor komt.",
            "Zonder bijen zou onze supermarkt er heel anders uitzien.",
            "Ik ga zelf ook bloemen zaaien in onze tuin.",
            "Iedereen kan dus een steentje bijdragen.",
            "Dat vond ik een bijzondere ervaring.",
            "Misschien neem ik later zelf ook een bijenkast.",
            "Het probleem is dus dichterbij dan je denkt.",
        ],
    },
    "turkish": {
        "paragraphs": {
            ("web", 0): [
                "Arılar, yediğimiz gıda bitkilerinin yaklaşık üçte birinin tozlaşmasını sağlar.",
                "Onlar olmasaydı elma, badem, yaban mersini ve kahve hasadı büyük ölçüde azalırdı.",
                "Pek çok bölgede çiftçiler, meyve bahçeleri yeterince ürün versin diye her ilkbahar kovan "
                "kiralıyor.",
                "Bu ücretsiz hizmetin ekonomik değerinin yılda iki yüz milyar doları aştığı tahmin ediliyor.",
            ],
            ("web", 2): [
                "Araştırmacılar artık bu düşüşün tek bir nedenle açıklanamayacağı konusunda hemfikir.",
                "Neonikotinoid adı verilen tarım ilaçları arıların hafızasını zayıflatıyor ve kovanlarına dönüş "
                "yolunu bulmalarını zorlaştırıyor.",
                "Asalak bir akar, virüsleri bir koloniden diğerine taşıyor.",
                "Yetersiz beslenme de rol oynuyor, çünkü tek bir ürünün ekildiği dev tarlalar yılın yalnızca "
                "birkaç haftasında çiçek sunuyor.",
            ],
            ("article", 2): [
                "Çiçekler ve onları tozlaştıran canlılar milyonlarca yıl boyunca birlikte evrimleşmiştir.",
                "Parlak renkler, tatlı kokular ve yalnızca morötesi ışıkta görülebilen desenler böcekleri nektara "
                "yönlendirir.",
                "Karşılığında bu ziyaretçiler poleni bir sonraki çiçeğe taşır.",
                "Bazı orkideler erkekleri cezbetmek için dişi bir böceğin şeklini bile taklit eder.",
            ],
        },
        "summary": (("article", (0, 1)),
                    "Tozlaşma, polenin bir çiçeğin erkek kısmından aynı türden bir çiçeğin dişi kısmına "
                    "taşınmasıdır ve bitkinin tohum ile meyve vermesini sağlar; çiçekli bitkilerin çoğu bunun "
                    "için hayvanlara muhtaçtır. En bilinen tozlaştırıcı bal arısıdır, ama yirmi binden fazla arı "
                    "türü tanımlanmıştır ve bunların çoğu koloni yerine tek başına yaşar. Yabani arılar ürünleri "
                    "tozlaştırmakta bal arılarından çoğu zaman daha başarılıdır."),
        "aside": "Köyümüzde dedem her yıl kovanlarını ıhlamur ağaçlarının yanına taşır.",
        "story": "Her yaz ailemle birlikte Karadeniz kıyısındaki bir köyde yaşayan babaanneme gidiyoruz. "
                 "Komşuları, yamaçların yukarısında maviye boyanmış ahşap kovanlarda arı besliyor. Geçen yıl "
                 "kestane balının hasadını izledim; bu bal koyu renkli ve biraz acıdır. Babaannem bu balın boğaz "
                 "ağrısını her ilaçtan daha iyi geçirdiğini söylüyor.",
        "retold": "Geçen yaz iki haftamı amcamın Siena yakınlarındaki çiftliğinde geçirdim. Her sabah onun bir "
                  "ayçiçeği tarlasının kenarında tuttuğu on iki kovanı kontrol ediyorduk. Amcam arıların sakin "
                  "kalması için körüğün nasıl kullanıldığını bana öğretti. Ağustosta neredeyse kırk kilo bal "
                  "topladık ve ailem için eve üç kavanoz götürdüm.",
        "honest": "İngilizce bir ansiklopediye göre çiçekler ve tozlaştırıcılar \"over millions of years\" "
                  "birlikte evrimleşmiştir (Pollination). Biyoloji dersinde bir orkide türünü inceledik ve "
                  "çiçeğin gerçekten bir böceğe benzediğini gördük. Aynı kaynak bazı orkidelerin \"the shape of "
                  "a female insect\" taklit ettiğini yazıyor. Öğretmenimiz bunun doğadaki en ilginç hilelerden "
                  "biri olduğunu söyledi.",
        "pasted": (("web", 3), "Konuyu iyi anlatan İngilizce bir site buldum.",
                   "Bu metin konuyu anlamama çok yardım etti."),
        "openings": [
            "Bu ödevde arıların tarım için neden önemli olduğunu anlatacağım.",
            "Küçükken arılardan çok korkardım.",
            "Bu konuyu seçtim çünkü ailem fındık yetiştiriyor.",
            "Arılar hakkında sandığımızdan çok daha az şey biliyoruz.",
            "Geçen yaz unutamayacağım bir tatil geçirdim.",
            "Arıcılık bizim ailede eski bir gelenektir.",
            "Bu ödev için İngilizce bir ansiklopedi okudum.",
        ],
        "closings": [
            "Bence herkes bu konuda bilinçlenmeli.",
            "Arılar olmadan sofralarımız çok yoksul kalırdı.",
            "Umarım gelecekte daha çok arı görürüz.",
            "Küçük adımlar büyük fark yaratabilir.",
            "O tatili hiç unutmayacağım.",
            "Gelecek yaz yine oraya gitmek istiyorum.",
            "Doğa gerçekten çok akıllıca işliyor.",
        ],
    },
}

#: The English class's renderings of each language's story, with the student's opening and closing.
ENGLISH_RETOLD = {
    "italian": ("I want to describe the best part of my summer.",
                "Last summer I spent two weeks on my uncle's farm near Siena. Every morning we checked the twelve "
                "hives he keeps at the edge of a sunflower field. My uncle taught me how to use the smoker so that "
                "the bees stay calm. In August we harvested almost forty kilos of honey, and I took three jars "
                "home for my family.",
                "I would love to go back next year."),
    "portuguese": ("This essay begins with something I did during the holidays.",
                   "During the holidays I worked as a volunteer at a bee sanctuary in the hills near Curitiba. The "
                   "volunteers rescue swarms that settle in houses and schools and move them into wooden boxes in "
                   "the forest. On my first day a swarm of native stingless bees arrived inside an old shoe box. "
                   "By the end of the month it had already built its own entrance tube from wax and resin.",
                   "Working there taught me how clever bees are."),
    "dutch": ("Not all beekeepers live in the countryside.",
              "My neighbour in Utrecht keeps two beehives on the flat roof of his garage. When I helped him last "
              "spring, he let me hold a frame full of brood. He explained that a strong colony has about fifty "
              "thousand bees in summer. In the city his bees find lime trees, clover and the flowers on people's "
              "balconies.",
              "I think every city should have more hives."),
    "turkish": ("Honey is part of my family's summer traditions.",
                "Every summer my family and I visit my grandmother, who lives in a village on the Black Sea coast. "
                "Her neighbours keep bees in wooden hives painted blue, high up on the slopes. Last year I watched "
                "them harvest chestnut honey, which is dark and a little bitter. My grandmother says this honey "
                "cures a sore throat better than any medicine.",
                "That is why I always keep a jar at home."),
}

#: Students of the first classes who paste a source paragraph in English: (language, paragraph, opening,
#: closing).
PASTED_ELSEWHERE = [
    ("french", ("article", 2), "J'ai trouvé un texte en anglais qui résume bien le problème.",
     "Ce passage m'a aidé à comprendre le sujet."),
    ("spanish", ("article", 0), "Encontré una página en inglés que explica muy bien el tema.",
     "Este texto me pareció muy claro."),
    ("indonesian", ("web", 1), "Saya menemukan sebuah artikel berbahasa Inggris tentang lebah.",
     "Artikel ini sangat membantu saya memahami topik ini."),
]
