"""Languages written with spaces in other scripts: words keep the marks that spell them (Devanagari's vowel
signs), lose those that only dress them (Arabic vowel points, the tatweel, stacked accents), and sentences
end at each script's full stop; a Hindi paragraph copied or reworded, and an Arabic one reworded, are found
as one passage."""

from __future__ import annotations

from plagcheck.engine.compare import compare_documents, prepare_texts
from plagcheck.engine.reworded.lexicon import build_lexicon, text_words
from plagcheck.engine.text.normalize import words
from plagcheck.engine.text.sentences import sentence_starts
from plagcheck.shared.models import ScanSettings

MONSOON = ("भारत में मानसून जून के महीने में केरल के तट पर पहुँचता है। इसके बाद यह धीरे धीरे पूरे देश में फैल जाता है। "
       "किसान अपनी फसलों की बुवाई के लिए मानसून की बारिश पर निर्भर रहते हैं। अच्छी बारिश होने पर धान, गन्ना और कपास की "
       "पैदावार बढ़ जाती है। कमज़ोर मानसून के वर्षों में सूखा पड़ता है और खाद्य पदार्थों की कीमतें बढ़ जाती हैं। मौसम विभाग हर "
       "साल अप्रैल में मानसून का पूर्वानुमान जारी करता है।")
REWORDED = ("हर वर्ष अप्रैल में मौसम विभाग मानसून का पूर्वानुमान जारी करता है। केरल के तट पर मानसून जून महीने में आता है। फिर "
            "धीरे धीरे यह पूरे देश में फैलता है। फसलों की बुवाई के लिए किसान मानसून की वर्षा पर निर्भर होते हैं। जिन वर्षों में "
            "मानसून कमज़ोर होता है उनमें सूखा पड़ता है और खाद्य पदार्थों के दाम बढ़ जाते हैं। अच्छी वर्षा से धान, कपास और गन्ने "
            "की पैदावार बढ़ती है।")
SCHOOL = ("हमारे विद्यालय में एक बड़ा पुस्तकालय है। इसमें हिंदी और अंग्रेज़ी की हज़ारों किताबें रखी हुई हैं। छात्र दोपहर के "
          "भोजन के बाद यहाँ पढ़ने आते हैं। पुस्तकालय की अध्यक्ष बच्चों को नई कहानियाँ चुनने में मदद करती हैं। हर शुक्रवार को "
          "यहाँ एक वाद विवाद प्रतियोगिता होती है। पिछले साल हमारी टीम ने ज़िला स्तर पर पहला पुरस्कार जीता था।")
CRICKET = ("क्रिकेट भारत का सबसे लोकप्रिय खेल माना जाता है। गाँवों और शहरों में बच्चे गलियों में बल्ला और गेंद लेकर खेलते हैं। "
           "बड़े मैचों के दिन लोग टेलीविज़न के सामने इकट्ठा हो जाते हैं। राष्ट्रीय टीम के खिलाड़ियों को लोग नायकों की तरह सम्मान "
           "देते हैं। कई युवा खिलाड़ी छोटे शहरों से निकलकर अंतरराष्ट्रीय स्तर तक पहुँचे हैं। खेल के मैदानों की कमी अब भी एक बड़ी "
           "समस्या है।")

NILE = ("يعد نهر النيل أطول نهر في العالم. يمر النهر عبر إحدى عشرة دولة في شرق أفريقيا وشمالها. يعتمد المزارعون في مصر "
       "والسودان على مياهه لري محاصيلهم. بنيت على النهر سدود كثيرة لتوليد الكهرباء وتخزين المياه. يعد السد العالي في أسوان "
       "من أشهر هذه السدود. تسبب بناء السدود في تغير كمية الطمي التي تصل إلى الدلتا.")
NILE_REWORDED = ("من أشهر السدود المقامة على النيل السد العالي في مدينة أسوان. يستخدم الفلاحون في السودان ومصر مياه النهر لسقي "
       "زراعاتهم. أقيمت سدود عديدة على النهر لإنتاج الكهرباء وحفظ المياه. يعتبر النيل أطول أنهار العالم. يجري النهر خلال "
       "إحدى عشرة دولة في شمال أفريقيا وشرقها. أدى إنشاء السدود إلى تغير كمية الطمي الواصلة إلى الدلتا.")
SCHOOL_AR = ("تقع مدرستنا في وسط المدينة قرب الحديقة العامة. يدرس فيها أكثر من ألف طالب وطالبة. تضم المدرسة مكتبة كبيرة "
          "ومختبرا للعلوم. يشارك الطلاب كل أسبوع في نشاط رياضي أو فني. حصل فريق المدرسة العام الماضي على جائزة في مسابقة "
          "الخطابة. يحب المعلمون مساعدة الطلاب في حل الواجبات.")
FOOTBALL_AR = ("كرة القدم هي اللعبة الأكثر شعبية في البلاد. يلعب الأطفال الكرة في الشوارع والساحات بعد المدرسة. يتابع الناس "
        "مباريات المنتخب الوطني على شاشات التلفاز في المقاهي. يحلم كثير من الشباب بالاحتراف في الأندية الأوروبية. "
        "تفتقر بعض القرى إلى ملاعب مناسبة. تنظم الوزارة بطولة سنوية للمدارس.")


def test_indic_vowel_signs_stay_in_their_words():
    assert words("यह एक किताब है").values == ["यह", "एक", "किताब", "है"]
    assert words("কলকাতা শহর").values == ["কলকাতা", "শহর"]
    assert words("தமிழ் மொழி").values == ["தமிழ்", "மொழி"]


def test_marks_that_dress_a_letter_are_removed():
    # Arabic vowel points and the tatweel, which writers add or leave out at will ...
    assert words("ذَهَبَ الطّالِبُ إلى المدرســة").values == words("ذهب الطالب إلى المدرسة").values
    # ... and accents stacked on Latin letters to dodge a checker.
    assert words("h\u0338\u0322e\u0335l\u0337l\u0336o\u0334 world").values == ["hello", "world"]


def test_arabic_script_letters_written_one_for_another_fold_to_one():
    # Alef with hamza or madda, the Persian yeh and keheh, Arabic-Indic and Persian digits: "إلى" matches the
    # stop-word lists' "الى", and a Persian keyboard's "کتابی" the Arabic "كتابي".
    assert words("إلى").values == words("الى").values
    assert words("کتابی").values == words("كتابي").values
    assert words("سنة ١٩٩٠ و ۱۹۹۰").values[1:] == ["1990", "و", "1990"]


def test_sentences_end_at_each_scripts_full_stop_and_question_mark():
    for text in ("एक दो तीन चार पाँच छह सात। आठ नौ दस ग्यारह बारह तेरह चौदह? पंद्रह सोलह सत्रह अठारह उन्नीस बीस इक्कीस",
                 "یک دو سه چهار پنج شش هفت؟ هشت نه ده یازده دوازده سیزده چهارده۔ پانزده شانزده هفده هجده نوزده بیست"):
        assert sentence_starts(text, text_words(text).starts).tolist() == [0, 7, 14]


def test_a_hindi_paragraph_copied_or_reworded_is_found_as_one_passage():
    settings = ScanSettings()

    def passages(target: str, source: str) -> list:
        return list(compare_documents(0, 1, prepare_texts({0: target, 1: source}, settings), settings).passages)

    copied = passages(SCHOOL + "\n\n" + MONSOON, CRICKET + "\n\n" + MONSOON)
    assert [(p.kind, p.words) for p in copied] == [("copied", len(text_words(MONSOON).starts))]
    reworded = passages(SCHOOL + "\n\n" + REWORDED, CRICKET + "\n\n" + MONSOON)
    assert [p.kind for p in reworded] == ["reworded"]
    assert reworded[0].a_start == len(SCHOOL) + 2 and reworded[0].b_start == len(CRICKET) + 2
    assert passages(SCHOOL, CRICKET) == []


def test_an_arabic_paragraph_reworded_is_found_between_two_texts():
    settings = ScanSettings()
    target, source = SCHOOL_AR + "\n\n" + NILE_REWORDED, FOOTBALL_AR + "\n\n" + NILE
    pair = compare_documents(0, 1, prepare_texts({0: target, 1: source}, settings), settings)
    assert [p.kind for p in pair.passages] == ["reworded"]
    # Inside the planted paragraphs, and most of each (the source's short first sentence may stay out).
    passage = pair.passages[0]
    assert passage.a_start >= len(SCHOOL_AR) and passage.b_start >= len(FOOTBALL_AR)
    assert passage.a_end - passage.a_start > 0.8 * len(NILE_REWORDED)
    assert passage.b_end - passage.b_start > 0.8 * len(NILE)


RUSSIAN_TOWN = ("Мы гуляли по старому городу и смотрели на красивые дома. Этот город очень красивый, и в нём много "
                "старых улиц. В центре стоит красивая церковь, а рядом с ней находится старый рынок. Туристы любят этот "
                "город за его историю и за то, что он не похож на другие города. Вечером мы сидели в кафе и пили чай.")


def test_the_stemmer_reads_cyrillic_words_in_their_own_script():
    # Homoglyph folding writes Cyrillic "а", "с", "р"... as Latin letters ("красивый" -> "kpacиbый"), the same
    # in every document, which is right for comparing words; but the Russian stemmer then recognised no ending,
    # and the inflected forms of one word stayed apart as terms.
    lexicon = build_lexicon([RUSSIAN_TOWN], [text_words(RUSSIAN_TOWN)])
    assert lexicon.stemming == "russian"

    def term(word: str) -> int:
        return int(lexicon.terms(word, text_words(word))[0])

    assert term("красивый") == term("красивая") == term("красивого")
    assert term("город") == term("городу") == term("города")
    assert term("kpacивый") == term("красивый")  # a word disguised with Latin look-alikes is still the same term
