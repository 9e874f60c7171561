"""Two small classes written by hand for these tests, in Polish and in Finnish (issue 39). Six students each:
two quote the teacher's source (in the class's sources folder) with a narrative citation in their language
("Według Anny Zielińskiej „…”", "„…,” przypomina Zielińska", "Liisa Korhosen mukaan ”…”", "”…”, kirjoittaa
Korhonen"), one copied a paragraph of a classmate's essay, and the rest wrote their own (with ordinary words that
look like signal phrases: "Jak mówi się w mojej rodzinie", "Kuten tiedämme", "Otin tämän aiheen mukaan").
Every text here was written for these tests; paragraphs are wrapped as a text file wraps them."""

from __future__ import annotations

#: Per language: the honest students who quote the source, the student who copied, the classmate copied from,
#: and the source.
ROLES = {
    "pl": (("Kasia_Wójcik.txt", "Tomek_Lis.txt"), "Piotr_Mazur.txt", "Ola_Kaczmarek.txt",
           "Źródła/Zielińska_telefony_w_szkole.txt"),
    "fi": (("Aino_Mäkinen.txt", "Eetu_Laine.txt"), "Ville_Nieminen.txt", "Veera_Heikkinen.txt",
           "Lähteet/Korhonen_nuorten_uni.txt"),
}

#: Per language: each file's path in the class folder, and its text.
CLASSES = {
    "pl": {
        "Ewa_Nowicka.txt": """Smartfon – przyjaciel czy wróg ucznia?

Ewa Nowicka

Jak mówi się w mojej rodzinie, wszystko jest dla ludzi, byle z umiarem. To powiedzenie dobrze pasuje do
dyskusji o telefonach w szkole. Nie wiem, jak pisze się takie eseje w innych krajach, ale u nas zwykle zaczyna
się od argumentów za i przeciw.

Za zakazem przemawia przede wszystkim bezpieczeństwo. Zdarza się, że uczniowie nagrywają kolegów bez ich zgody
i wrzucają filmy do internetu. Takie sytuacje mogą prowadzić do przemocy i wykluczenia. Przeciw zakazowi
przemawia fakt, że telefon jest dziś głównym sposobem kontaktu z rodziną, szczególnie gdy rodzice pracują
daleko od domu, na przykład w Niemczech albo w Holandii.

W mojej szkole w Poznaniu nauczyciele proponują, żeby na każdej lekcji telefony leżały na biurku nauczyciela.
Moim zdaniem to dobry pomysł, bo nikt nie musi się martwić, że zgubi swój telefon, a jednocześnie nic nie
rozprasza nas podczas nauki.

Ostatecznie decyzja powinna należeć do całej społeczności szkolnej: uczniów, rodziców i nauczycieli.
""",
        "Kasia_Wójcik.txt": """Czy szkoła powinna zakazać telefonów?

Kasia Wójcik, klasa 2B

Telefon komórkowy stał się dla większości z nas czymś tak oczywistym jak plecak czy piórnik. Nosimy go
wszędzie, także do szkoły, i rzadko zastanawiamy się, co właściwie robi z naszą uwagą. W tym eseju chcę się
zastanowić, czy zakaz używania telefonów w szkole ma sens.

Według Anny Zielińskiej „Uczniowie, którzy spędzają przerwy z telefonem w ręku, rzadziej rozmawiają z
rówieśnikami, gorzej się koncentrują na lekcjach i częściej skarżą się na zmęczenie oraz trudności ze snem.”
Sama zauważyłam, że w mojej klasie na przerwach panuje dziwna cisza. Wszyscy siedzą na korytarzu i przewijają
ekran, zamiast grać w piłkę albo po prostu pogadać.

Z drugiej strony telefon bywa bardzo przydatny. Rodzice chcą mieć z nami kontakt, a niektóre aplikacje
pomagają w nauce języków. Całkowity zakaz wydaje mi się więc przesadą. Anna Zielińska podkreśla jednak, że
„Zakaz sam w sobie niczego nie zmieni, jeśli dorośli nie pokażą młodzieży, jak korzystać z technologii w
sposób świadomy, spokojny i odpowiedzialny.” Lepszym pomysłem byłoby oddawanie telefonów na czas lekcji do
specjalnej szafki i odbieranie ich po ostatnim dzwonku.

Podsumowując, uważam, że szkoła powinna ograniczyć korzystanie z telefonów, ale nie zakazywać ich całkowicie.
Najważniejsze jest to, żebyśmy sami nauczyli się odkładać telefon wtedy, gdy rozmawiamy z drugim człowiekiem.
""",
        "Marek_Zając.txt": """Telefon w szkolnej ławce

Marek Zając

Nie ukrywam, że bez telefonu trudno mi wyobrazić sobie dzień. Sprawdzam na nim plan lekcji, słucham muzyki w
autobusie i piszę z kolegami z drużyny koszykówki. Mimo to rozumiem, dlaczego wielu nauczycieli chce
ograniczyć jego obecność w klasie.

Podczas lekcji fizyki w zeszłym semestrze prawie połowa klasy grała w tę samą grę. Nauczyciel w końcu przestał
tłumaczyć i powiedział, że poczeka, aż skończymy. Było nam głupio, ale następnego dnia sytuacja się
powtórzyła. Wtedy dyrekcja zdecydowała, że telefony będą zbierane na początku dnia.

Moim zdaniem taki zakaz ma też złe strony. Gdy mój młodszy brat zachorował, mama nie mogła się ze mną
skontaktować przez cały dzień. Szkoła powinna więc przewidzieć wyjątki i zostawić uczniom możliwość kontaktu w
nagłych wypadkach.

Uważam, że najlepszym rozwiązaniem jest umowa między klasą a wychowawcą, którą wszyscy podpiszą i będą
przestrzegać.
""",
        "Ola_Kaczmarek.txt": """Esej: telefon w szkole

Aleksandra Kaczmarek

Kiedy byłam w podstawówce, telefon miało tylko kilka osób w klasie i nikt nie zastanawiał się nad zakazami.
Dziś smartfon ma prawie każdy dziesięciolatek, a szkoły muszą jakoś na to odpowiedzieć.

Największym problemem nie jest moim zdaniem sam telefon, ale media społecznościowe. Aplikacje są
zaprojektowane tak, żeby zatrzymać nas przed ekranem jak najdłużej. Powiadomienia przychodzą co kilka minut, a
każde z nich odciąga uwagę od nauczyciela i od zadania, nad którym pracujemy. Po takiej przerwie trudno wrócić
do skupienia, bo mózg czeka na kolejny sygnał.

W naszej szkole wprowadzono w tym roku zasadę, że telefony muszą być wyciszone i schowane w plecaku. Na
początku wszyscy narzekali, ale po miesiącu zauważyłam, że na przerwach znowu gramy w karty i rozmawiamy. To
pokazuje, że zmiana przyzwyczajeń jest możliwa.

Dlatego popieram ograniczenia, ale pod warunkiem, że uczniowie będą mogli skorzystać z telefonu w ważnej
sprawie, na przykład żeby zadzwonić do rodziców.
""",
        "Piotr_Mazur.txt": """Czy zakazać telefonów w szkołach?

Piotr Mazur

Temat telefonów w szkole wraca co roku, zwłaszcza we wrześniu, kiedy dyrektorzy ogłaszają nowe regulaminy.
Chciałbym przedstawić swoje zdanie na ten temat.

Największym problemem nie jest moim zdaniem sam telefon, ale media społecznościowe. Aplikacje są
zaprojektowane tak, żeby zatrzymać nas przed ekranem jak najdłużej. Powiadomienia przychodzą co kilka minut, a
każde z nich odciąga uwagę od nauczyciela i od zadania, nad którym pracujemy. Po takiej przerwie trudno wrócić
do skupienia, bo mózg czeka na kolejny sygnał.

Uważam też, że dorośli powinni dawać przykład. Wielu nauczycieli samych sprawdza wiadomości w czasie lekcji, a
potem wymaga od nas, żebyśmy tego nie robili. Jeśli zasady mają działać, muszą obowiązywać wszystkich w
szkole.

Na koniec chcę dodać, że telefon może być narzędziem do nauki, jeśli korzysta się z niego mądrze. Nie chodzi
więc o to, żeby go wyrzucić, ale żeby nauczyć się nad nim panować.
""",
        "Tomek_Lis.txt": """Telefony w szkole – za i przeciw

Tomasz Lis

Od kilku lat w wielu krajach Europy dyskutuje się o tym, czy uczniowie powinni mieć dostęp do smartfonów
podczas zajęć. We Francji wprowadzono zakaz już kilka lat temu, a w Polsce decyzję pozostawiono dyrektorom
szkół.

Jak pisze Zielińska w swoim artykule, „Uczniowie, którzy spędzają przerwy z telefonem w ręku, rzadziej
rozmawiają z rówieśnikami, gorzej się koncentrują na lekcjach i częściej skarżą się na zmęczenie oraz
trudności ze snem.” Te obserwacje pokrywają się z tym, co widzę u moich kolegów. Mój najlepszy przyjaciel
potrafi grać w gry do drugiej w nocy, a potem zasypia na matematyce.

Nie sądzę jednak, że sam zakaz rozwiąże problem. „Zakaz sam w sobie niczego nie zmieni, jeśli dorośli nie
pokażą młodzieży, jak korzystać z technologii w sposób świadomy, spokojny i odpowiedzialny.,” przypomina
Zielińska. Uczniowie i tak znajdą sposób, żeby korzystać z telefonu w toalecie albo pod ławką. Potrzebne są
rozmowy o tym, jak działają aplikacje i dlaczego tak trudno się od nich oderwać. Nauczyciele mogliby też
częściej wykorzystywać telefony na lekcjach, na przykład do quizów albo wyszukiwania informacji.

Moim zdaniem rozsądny kompromis to zakaz używania telefonów na przerwach w młodszych klasach i jasne zasady
dla starszych uczniów.
""",
        "Źródła/Zielińska_telefony_w_szkole.txt": """Anna Zielińska
Telefon na przerwie. Co mówią badania o smartfonach w szkołach

W ostatnich latach coraz więcej szkół w Europie ogranicza korzystanie z telefonów komórkowych. Decyzje te
budzą emocje zarówno wśród rodziców, jak i samych uczniów. Warto więc przyjrzeć się temu, co wiemy o wpływie
smartfonów na życie szkolne.

Uczniowie, którzy spędzają przerwy z telefonem w ręku, rzadziej rozmawiają z rówieśnikami, gorzej się
koncentrują na lekcjach i częściej skarżą się na zmęczenie oraz trudności ze snem. Nauczyciele, z którymi
rozmawiałam, opisują korytarze pełne ciszy i pochylonych głów.

Zakaz sam w sobie niczego nie zmieni, jeśli dorośli nie pokażą młodzieży, jak korzystać z technologii w sposób
świadomy, spokojny i odpowiedzialny. Szkoły, które odniosły sukces, łączyły ograniczenia z lekcjami o higienie
cyfrowej i z rozmowami z rodzicami.
""",
    },
    "fi": {
        "Aino_Mäkinen.txt": """Pitäisikö koulupäivän alkaa myöhemmin?

Aino Mäkinen, 9B

Monen nuoren aamu alkaa samalla tavalla: herätyskello soi, silmät eivät aukea ja bussi lähtee kymmenen
minuutin päästä. Tässä esseessä pohdin, olisiko koulupäivän myöhäisempi alkaminen ratkaisu väsymykseen.

Liisa Korhosen mukaan ”Nuorten sisäinen kello siirtyy murrosiässä myöhemmäksi, joten aamukahdeksalta alkava
koulupäivä pakottaa heidät heräämään keskellä omaa biologista yötään, mikä heikentää sekä oppimista että
mielialaa.” Tunnistan tämän itsestäni. Illalla en saa unta ennen puoltayötä, vaikka menisin sänkyyn aikaisin,
ja aamulla ensimmäinen tunti menee usein ohi kuin sumussa.

Myöhäisempi aloitus ei kuitenkaan ole yksinkertainen asia. Tutkija Liisa Korhonen muistuttaa kuitenkin, että
”Pelkkä aloitusajan siirtäminen ei riitä, jos nuoret viettävät illat ruutujen ääressä ja nukahtavat yhä
myöhemmin, sillä silloin uni lyhenee edelleen.” Jos koulu alkaa yhdeksältä tai kymmeneltä, se myös loppuu
myöhemmin, ja harrastukset siirtyvät iltaan. Lisäksi vanhemmat lähtevät töihin aikaisin, joten pienemmät
sisarukset pitäisi saattaa kouluun jonkun muun toimesta.

Mielestäni paras ratkaisu olisi joustava aloitus, jossa oppilas voisi valita, alkaako hänen päivänsä
kahdeksalta vai yhdeksältä. Näin jokainen voisi ottaa huomioon oman rytminsä.
""",
        "Eetu_Laine.txt": """Koulun aloitusaika ja nuorten uni

Eetu Laine

Uni on yksi terveyden tärkeimmistä asioista, mutta nuoret nukkuvat tutkimusten mukaan liian vähän. Suomessa on
viime vuosina keskusteltu siitä, pitäisikö lukion ja yläkoulun päivän alkaa vasta yhdeksältä.

Kuten Korhonen toteaa, ”Nuorten sisäinen kello siirtyy murrosiässä myöhemmäksi, joten aamukahdeksalta alkava
koulupäivä pakottaa heidät heräämään keskellä omaa biologista yötään, mikä heikentää sekä oppimista että
mielialaa.” Tämä selittää, miksi niin moni luokkakaverini haukottelee ensimmäisellä tunnilla ja herää kunnolla
vasta ruokatunnin jälkeen.

Joissakin kouluissa Yhdysvalloissa aloitusaikaa on jo siirretty, ja oppilaiden poissaolot ovat vähentyneet.
Suomessa kokeiluja on tehty muutamissa kunnissa, mutta tulokset ovat vielä vähäisiä. Ongelmana on myös
koulukuljetusten järjestäminen maaseudulla, missä sama bussi kuljettaa sekä alakoululaiset että
yläkoululaiset. ”Pelkkä aloitusajan siirtäminen ei riitä, jos nuoret viettävät illat ruutujen ääressä ja
nukahtavat yhä myöhemmin, sillä silloin uni lyhenee edelleen”, kirjoittaa Korhonen.

Minusta myöhäisempää aloitusta kannattaa kokeilla laajemmin, koska hyödyt voisivat olla suuria ja kustannukset
pieniä.
""",
        "Juho_Koskinen.txt": """Herätyskello soi liian aikaisin

Juho Koskinen

Jokaisena arkiaamuna herään kuudelta, koska asun maalla ja koulubussi lähtee puoli seitsemältä. Matka kestää
lähes tunnin, joten ehdin nukkua vielä bussissa. Monelle kaupunkilaiselle tällainen arki on vieras.

Jos koulupäivä alkaisi myöhemmin, saisin nukkua pidempään, mutta bussi kulkisi myös myöhemmin ja kotona olisin
vasta illalla. Maaseudulla aikataulut ovat tiukkoja, sillä sama kuljetus palvelee useita kouluja. Siksi
ratkaisu, joka toimii Helsingissä, ei välttämättä sovi Itä-Suomen pieniin kuntiin.

Luokanvalvojamme ehdotti, että ensimmäisellä tunnilla voisi olla rauhallisempaa tekemistä, kuten lukemista tai
liikuntaa ulkona. Pidän ajatuksesta, koska silloin aamun väsymys ei haittaisi niin paljon.

Mielestäni kouluilla pitäisi olla vapaus päättää aloitusajasta omien oppilaidensa tarpeiden mukaan.
""",
        "Lähteet/Korhonen_nuorten_uni.txt": """Liisa Korhonen
Nuorten uni ja koulun aloitusaika

Suomalaisnuoret nukkuvat arkisin keskimäärin alle kahdeksan tuntia, vaikka suositus on yhdeksän tuntia.
Väsymys näkyy koulussa keskittymisvaikeuksina ja ärtyneisyytenä.

Nuorten sisäinen kello siirtyy murrosiässä myöhemmäksi, joten aamukahdeksalta alkava koulupäivä pakottaa
heidät heräämään keskellä omaa biologista yötään, mikä heikentää sekä oppimista että mielialaa. Useissa maissa
tehdyissä kokeiluissa myöhäisempi aloitus on lisännyt unen määrää noin puolella tunnilla.

Pelkkä aloitusajan siirtäminen ei riitä, jos nuoret viettävät illat ruutujen ääressä ja nukahtavat yhä
myöhemmin, sillä silloin uni lyhenee edelleen. Tarvitaan myös kodin ja koulun yhteistyötä sekä tietoa unen
merkityksestä.
""",
        "Siiri_Lehtonen.txt": """Unen merkitys oppimiselle

Siiri Lehtonen

Uni vaikuttaa muistiin, keskittymiseen ja tunteisiin. Kun nukun huonosti, riitelen helpommin siskoni kanssa ja
unohdan läksyt. Tästä syystä aihe kiinnostaa minua.

Mielestäni koulun aloitusaikaa tärkeämpää on se, kuinka paljon läksyjä ja kokeita meillä on. Jos illalla
täytyy lukea kolmeen kokeeseen, nukkumaanmeno venyy joka tapauksessa. Opettajien kannattaisi sopia keskenään,
etteivät kaikki kokeet osu samalle viikolle.

Pidän myös hyvänä ideana, että kouluissa olisi lepohuone, jossa voisi levätä välitunnilla. Japanissa osa
oppilaista nukkuu lyhyitä päiväunia, ja se on siellä täysin hyväksyttyä.

Lopulta jokainen on vastuussa omasta unestaan, mutta koulu voi auttaa tekemällä arjesta vähemmän kiireistä.
""",
        "Veera_Heikkinen.txt": """Aamuväsymys kuriin

Veera Heikkinen

Kuten tiedämme, suomalaiset talviaamut ovat pimeitä ja kylmiä. Kun ulkona on vielä pimeää kahdeksalta, on
vaikea uskoa, että päivä on jo alkanut. Otin tämän aiheen mukaan esseeseeni, koska se koskee meitä kaikkia.

Omasta kokemuksestani voin sanoa, että väsymys ei johdu pelkästään aikaisesta herätyksestä. Monet nuoret
valvovat puhelimen kanssa, katsovat sarjoja ja pelaavat verkossa kavereiden kanssa pitkälle yöhön. Jos koulu
alkaisi myöhemmin, osa heistä luultavasti vain valvoisi vielä pidempään. Siksi tarvitsemme myös tietoa unen
merkityksestä ja selkeitä sääntöjä kotona.

Meidän koulussamme Tampereella on kokeiltu sitä, että maanantaisin koulu alkaa vasta yhdeksältä. Moni oppilas
on kertonut, että maanantai tuntuu nyt helpommalta kuin ennen.

Kannatan siis myöhäisempää aloitusta ainakin osana viikkoa, mutta samalla meidän täytyy itse huolehtia
riittävästä unesta.
""",
        "Ville_Nieminen.txt": """Koulun alkamisaika

Ville Nieminen

Tässä tekstissä kerron, mitä mieltä olen siitä, että koulupäivän alkua siirrettäisiin myöhemmäksi. Aihe on
ollut paljon esillä uutisissa.

Omasta kokemuksestani voin sanoa, että väsymys ei johdu pelkästään aikaisesta herätyksestä. Monet nuoret
valvovat puhelimen kanssa, katsovat sarjoja ja pelaavat verkossa kavereiden kanssa pitkälle yöhön. Jos koulu
alkaisi myöhemmin, osa heistä luultavasti vain valvoisi vielä pidempään. Siksi tarvitsemme myös tietoa unen
merkityksestä ja selkeitä sääntöjä kotona.

Toisaalta urheilijat joutuvat usein harjoittelemaan aikaisin aamulla ennen koulua. Heille myöhäisempi alku
voisi antaa mahdollisuuden treenata ilman, että koulunkäynti kärsii.

Lopuksi haluan sanoa, että päätös pitäisi tehdä yhdessä oppilaiden ja opettajien kanssa eikä pelkästään kunnan
virastossa.
""",
    },
}
