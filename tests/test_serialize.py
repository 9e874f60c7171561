"""The JSON form of a result reads back into the same records."""

from dataclasses import replace

from plagcheck.pipeline import run_scan
from plagcheck.saved.serialize import result_from_dict, result_to_dict
from plagcheck.shared.models import ScanSettings
from synthetic import write_class


def test_round_trip_keeps_documents_pairs_settings_and_exclusions(tmp_path):
    write_class(tmp_path / "c", students=8, essay_words=300, seed=3)
    template = tmp_path / "prompt.txt"
    template.write_text("Discuss the causes of the war in about eight hundred words, citing two sources.\n")
    settings = ScanSettings(workers=1, template_paths=(str(template),), exclude_quotes=True)
    result = run_scan([tmp_path / "c"], settings)
    back = result_from_dict(result_to_dict(result, threshold=0.0, include_text=True))
    # the JSON records the k in force and the threshold it was cut at
    assert back.settings == replace(result.settings, k=result.settings.shingle_k, threshold=0.0)
    assert back.documents == result.documents
    assert back.pairs == tuple(p for p in result.pairs)
    assert back.templates == result.templates and back.templates[0].text.startswith("Discuss")
    assert back.ignored_spans == result.ignored_spans and back.citation_spans == result.citation_spans
    assert back.scanned_at == result.scanned_at and back.lsh == result.lsh


def test_round_trip_keeps_the_copied_runs_reworded_passages_took_in():
    from pathlib import Path

    answers = Path(__file__).resolve().parents[1] / "bench" / "data" / "short_answers" / "tcp"
    result = run_scan(sorted(answers.glob("*.txt")), ScanSettings(workers=1))
    assert any(p.absorbed for p in result.pairs)
    back = result_from_dict(result_to_dict(result, threshold=0.0, include_text=True))
    assert back.pairs == result.pairs
    # Written copied passages only, a pair lists its copied part and no run twice.
    shown = result_to_dict(replace(result, settings=replace(result.settings, copied_only=True)), threshold=0.0)
    for written, pair in zip(shown["pairs"], result.pairs_above(0.0, copied_only=True)):
        assert len(written["passages"]) == len(pair.passages) and written["absorbed"] == []
        assert all(p["kind"] == "copied" for p in written["passages"])


def test_what_a_passage_stands_on_is_written_and_read_back_and_older_json_reads_as_words():
    from reworded_factory import make_shape_result

    result = make_shape_result()
    data = result_to_dict(result, threshold=0.0, include_text=True)
    written = data["pairs"][0]["passages"]
    assert [(p["basis"], p["in_place_sentences"]) for p in written] == [("words", 0), ("shape", 6)]
    assert result_from_dict(data).pairs == result.pairs
    # JSON written before passages said what they stand on: every passage reads as standing on its words.
    for pair in data["pairs"]:
        for passage in pair["passages"]:
            del passage["basis"], passage["in_place_sentences"]
    older = result_from_dict(data)
    assert [(p.kind, p.similarity, p.basis, p.in_place_sentences) for p in older.pairs[0].passages] == [
        ("reworded", 0.64, "words", 0), ("reworded", 0.142, "words", 0)]
