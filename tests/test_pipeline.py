"""The pipeline: stages in order, cancellation between steps, threshold as a view."""

from plagcheck.pipeline import drive, scan
from plagcheck.shared.models import STAGES, ScanSettings
from synthetic import write_class


def test_progress_goes_through_every_stage_in_order(tmp_path):
    write_class(tmp_path / "c", students=10, essay_words=300)
    gen = scan([tmp_path / "c"], ScanSettings(workers=1))
    seen = []
    progress = []
    while True:
        try:
            p = next(gen)
        except StopIteration as stop:
            result = stop.value
            break
        progress.append(p)
        if not seen or seen[-1] != p.stage:
            seen.append(p.stage)
    assert seen == [stage for stage, _ in STAGES if stage != "reference"]
    assert all(0 <= p.done <= p.total or p.total == 0 for p in progress)
    assert len(result.documents) == 10 and len(result.pairs) >= 3


def test_closing_the_generator_cancels_the_scan(tmp_path):
    write_class(tmp_path / "c", students=60, essay_words=300)
    gen = scan([tmp_path / "c"], ScanSettings(workers=1))
    stages = [next(gen).stage for _ in range(3)]
    assert stages[0] == "read"
    gen.close()  # no later step runs; a closed generator yields nothing more
    assert next(gen, None) is None


def test_threshold_is_a_view_over_verified_pairs(tmp_path):
    write_class(tmp_path / "c", students=20, essay_words=400, seed=2)
    result = drive(scan([tmp_path / "c"], ScanSettings(workers=1)))
    low = result.pairs_above(0.01)
    high = result.pairs_above(0.1)
    assert set(high) <= set(low)
    assert all(p.score >= 0.1 for p in high)
    assert result.settings.with_threshold(0.5).threshold == 0.5


def test_parallel_and_serial_scans_agree(tmp_path, monkeypatch):
    import plagcheck.engine.prepare as prepare
    import plagcheck.pipeline as pipeline
    from plagcheck.engine import compute

    # Shingle and compare in compute workers even for a small class.
    monkeypatch.setattr(prepare, "PARALLEL_MIN_CHARACTERS", 0)
    monkeypatch.setattr(pipeline, "COMPUTE_MIN_PAIRS", 0)
    monkeypatch.setattr(pipeline, "_VERIFY_BATCH", 1)  # a task per candidate pair
    write_class(tmp_path / "c", students=120, essay_words=150, seed=9,
                copies=(("verbatim", 80), ("light", 80), ("paraphrase", 120)))
    serial = drive(scan([tmp_path / "c"], ScanSettings(workers=1)))
    recomputed = compute.recomputed_tasks()
    parallel = drive(scan([tmp_path / "c"], ScanSettings(workers=2)))
    assert compute.recomputed_tasks() == recomputed  # the workers did their share, none failed
    assert {p.kind for pair in serial.pairs for p in pair.passages} == {"copied", "reworded"}
    assert serial.candidate_count >= 3
    assert [(p.a, p.b, p.jaccard, p.passages, p.reworded_a) for p in serial.pairs] == [
        (p.a, p.b, p.jaccard, p.passages, p.reworded_a) for p in parallel.pairs
    ]


def test_closing_the_scan_while_pairs_are_compared_in_workers_stops_them_at_once(tmp_path, monkeypatch):
    import time

    import plagcheck.pipeline as pipeline
    from plagcheck.engine import compute

    monkeypatch.setattr(pipeline, "COMPUTE_MIN_PAIRS", 0)
    monkeypatch.setattr(pipeline, "_VERIFY_BATCH", 1)
    write_class(tmp_path / "c", students=80, essay_words=300, copies=(("verbatim", 80), ("paraphrase", 120)))
    gen = scan([tmp_path / "c"], ScanSettings(workers=2))
    progress = next(gen)
    while not (progress.stage == "verify" and progress.done > 0):
        progress = next(gen)
    started = time.monotonic()
    gen.close()
    assert time.monotonic() - started < 1.0
    assert next(gen, None) is None
    assert not any(worker.queue for worker in compute._shared.workers)  # none left working for nothing


def test_progress_messages_count_in_words(tmp_path):
    folder = tmp_path / "two"
    folder.mkdir()
    text = "The river floods every spring and the farmers plant rice in the wet fields beside it. " * 20
    (folder / "a.txt").write_text(text, encoding="utf-8")
    (folder / "b.txt").write_text(text + "A last line of her own.", encoding="utf-8")
    messages = []
    result = drive(scan([folder], ScanSettings(workers=1)), lambda p: messages.append(p.message))
    assert len(result.pairs) == 1
    assert "2 files found" in messages and "1 candidate pair" in messages
