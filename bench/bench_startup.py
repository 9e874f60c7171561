"""Start-up time: `plagcheck-cli --help` and the window shown, in a pip install and in the frozen app.

    python3 bench/bench_startup.py                               # this checkout's Python (a pip install)
    python3 bench/bench_startup.py --frozen dist/plagcheck       # also the frozen app
    python3 bench/bench_startup.py --cold                        # also cold starts (root: drops the page cache)
    python3 bench/bench_startup.py --importtime                  # where import time goes (python -X importtime)

"Window shown" is the time from starting the process until the app writes its ready file (PLAGCHECK_READY_FILE),
which it does once the main window is shown; the window then closes itself. Warm figures are the median of
--runs runs after one discarded run; cold ones drop the page cache (echo 3 > /proc/sys/vm/drop_caches) before
each run. Targets (issue 17): window shown <= 1.5 s warm, `plagcheck-cli --help` <= 0.5 s warm.
The window runs on Qt's offscreen platform unless --xvfb starts a virtual X server for it (xcb, as on a desktop).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "results"
TARGETS = {"cli --help": 0.5, "window shown": 1.5}


def clean_env(home: Path, platform: str) -> dict[str, str]:
    """Return an environment with a throw-away home (no settings, cache or log of the user's) and the Qt platform."""
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_CACHE_HOME=str(home / ".cache"),
               XDG_DATA_HOME=str(home / ".local" / "share"), XDG_STATE_HOME=str(home / ".local" / "state"),
               QT_QPA_PLATFORM=platform)
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    return env


def drop_caches() -> bool:
    """Drop the page cache (cold start); return False when not allowed (not root, or in a container)."""
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def time_cli(command: list[str], env: dict[str, str]) -> float:
    """Return the seconds `command --help` takes to exit; fail loudly when it does not exit 0."""
    started = time.perf_counter()
    run = subprocess.run([*command, "--help"], env=env, capture_output=True, text=True, timeout=120)
    seconds = time.perf_counter() - started
    if run.returncode != 0 or "usage" not in run.stdout.lower():
        raise SystemExit(f"{command} --help failed: {run.returncode}\n{run.stderr[-2000:]}")
    return seconds


def time_window(command: list[str], env: dict[str, str], work: Path) -> float:
    """Return the seconds until the app's ready file appears (window shown); the window then closes itself."""
    ready = work / "ready.json"
    ready.unlink(missing_ok=True)
    env = dict(env, PLAGCHECK_READY_FILE=str(ready), PLAGCHECK_SMOKE_QUIT_MS="100")
    started = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while not ready.exists():
            if process.poll() is not None or time.perf_counter() - started > 120:
                raise SystemExit(f"{command} never showed its window (exit code {process.returncode})")
            time.sleep(0.005)
        seconds = time.perf_counter() - started
        process.wait(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    return seconds


def measure(name: str, run, runs: int, cold: bool) -> dict[str, float | list[float] | None]:
    """Run `run()` once to warm up, then `runs` times warm (and cold when asked); return the figures."""
    run()
    warm = [run() for _ in range(runs)]
    cold_runs: list[float] = []
    if cold:
        for _ in range(runs):
            if not drop_caches():
                print("  (cold starts need root outside a container: skipped)")
                break
            cold_runs.append(run())
    return {"warm": warm, "warm_median": statistics.median(warm),
            "cold": cold_runs, "cold_median": statistics.median(cold_runs) if cold_runs else None}


def importtime(command: list[str], env: dict[str, str], top: int) -> list[tuple[float, float, str]]:
    """Return the `top` imports by cumulative time as (cumulative s, self s, module), from -X importtime."""
    run = subprocess.run([sys.executable, "-X", "importtime", *command], env=env, capture_output=True, text=True,
                         timeout=120)
    rows = []
    for line in run.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        self_us, cumulative_us, module = (part.strip() for part in line[len("import time:"):].split("|"))
        rows.append((int(cumulative_us) / 1e6, int(self_us) / 1e6, module))
    return sorted(rows, reverse=True)[:top]


def start_xvfb() -> subprocess.Popen | None:
    """Start a virtual X server on a free display, set DISPLAY, and return it (None when Xvfb is missing)."""
    if not shutil.which("Xvfb"):
        return None
    for number in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1.0)
            os.environ["DISPLAY"] = f":{number}"
            return server
    return None


def main(argv: list[str] | None = None) -> int:
    """Measure and print the start-up figures; write them to bench/results/startup.json."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frozen", type=Path, help="a frozen bundle folder (holding plagcheck and plagcheck-cli)")
    parser.add_argument("--no-pip", action="store_true", help="measure the frozen app only")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cold", action="store_true", help="also measure cold starts (drops the page cache)")
    parser.add_argument("--xvfb", action="store_true", help="show the window on a virtual X server (xcb)")
    parser.add_argument("--importtime", action="store_true", help="print where import time goes (pip install)")
    parser.add_argument("--top", type=int, default=15)
    args = parser.parse_args(argv)

    server = start_xvfb() if args.xvfb else None
    if args.xvfb and server is None:
        raise SystemExit("--xvfb needs Xvfb (apt-get install xvfb)")
    platform = "xcb" if server else "offscreen"
    scripts = Path(sys.executable).parent
    cli = [str(scripts / "plagcheck-cli")] if (scripts / "plagcheck-cli").exists() else [sys.executable, "-m", "plagcheck.cli"]
    subjects: dict[str, tuple[list[str], list[str]]] = {}
    if not args.no_pip:
        subjects["pip install"] = (cli, [sys.executable, "-m", "plagcheck.app"])
    if args.frozen:
        exe = ".exe" if sys.platform == "win32" else ""
        subjects["frozen"] = ([str(args.frozen / f"plagcheck-cli{exe}")], [str(args.frozen / f"plagcheck{exe}")])

    results: dict[str, dict] = {}
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"start-up, {args.runs} runs each, window on {platform}, load average {load:.1f}")
    try:
        with tempfile.TemporaryDirectory(prefix="plagcheck-startup-") as folder:
            work = Path(folder)
            (work / "home").mkdir()
            env = clean_env(work / "home", platform)
            for subject, (cli_command, gui_command) in subjects.items():
                for name, run in (("cli --help", lambda c=cli_command: time_cli(c, env)),
                                  ("window shown", lambda g=gui_command: time_window(g, env, work))):
                    figures = measure(name, run, args.runs, args.cold)
                    results[f"{subject}: {name}"] = figures
                    cold = f", cold median {figures['cold_median']:.2f} s" if figures["cold_median"] else ""
                    verdict = "meets" if figures["warm_median"] <= TARGETS[name] else "MISSES"
                    print(f"  {subject:<12} {name:<13} warm median {figures['warm_median']:.2f} s "
                          f"({', '.join(f'{t:.2f}' for t in figures['warm'])}){cold}  "
                          f"[{verdict} the {TARGETS[name]} s target]")
            if args.importtime and not args.no_pip:
                for label, command in (("plagcheck-cli --help", ["-m", "plagcheck.cli", "--help"]),
                                       ("window", ["-m", "plagcheck.app"])):
                    ready_env = dict(env, PLAGCHECK_READY_FILE=str(work / "ready-it.json"), PLAGCHECK_SMOKE_QUIT_MS="100")
                    print(f"\n  -X importtime, {label}: cumulative s, self s, module (top {args.top})")
                    for cumulative, own, module in importtime(command, ready_env, args.top):
                        print(f"    {cumulative:7.3f} {own:7.3f}  {module}")
    finally:
        if server is not None:
            server.terminate()
            server.wait()
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "startup.json").write_text(json.dumps({"platform": platform, "load": load, "results": results},
                                                     indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
