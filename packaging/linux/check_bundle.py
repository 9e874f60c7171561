"""Build checks of the frozen Linux bundle, run by packaging/linux/build.sh before it packs anything.

    python3 packaging/linux/check_bundle.py dist/plagcheck --fix-runpath [--control build/deb/.../DEBIAN/control]

1. RUNPATH/RPATH: a search path of the build machine baked into a library (pyenv's or setup-python's libpython
   carries its own lib folder) is probed on every start on the teacher's machine. --fix-runpath removes every
   entry that does not point inside the bundle ($ORIGIN-relative) with patchelf; then any entry left pointing
   outside the bundle fails the build.
2. glibc floor: the highest GLIBC_x.y symbol version any ELF file in the bundle needs (objdump -T). With
   --control, the .deb's `Depends: libc6 (>= x.y)` must say exactly that.
3. With --control, Depends must name the package of every library the bundle takes from the system (DT_NEEDED
   sonames it does not carry, traced with dpkg-query), every package of DATA_PACKAGES (files, not libraries,
   that a bundled library reads at run time), and nothing else.
With --needs FILE, writes the libraries the bundle takes from the system, one a line: soname, Debian package,
and "cli" when the command line needs it or "window" when only the window does (the AppImage's AppRun checks
them before starting either).
Prints what it found; exits 1 with the reasons when a check fails.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

#: Sonames glibc itself provides (package libc6): the floor check covers them.
GLIBC_SONAMES = re.compile(r"^(libc|libm|libdl|libpthread|librt|libutil|libresolv|libanl|libmvec)\.so\.\d+$|^ld-linux")
GLIBC_VERSION = re.compile(r"\bGLIBC_(\d+)\.(\d+)(?:\.(\d+))?\b")
#: Packages of data, not libraries, that a bundled library needs at run time: {package: (the bundled library
#: that reads it, why)}. A minimal system has neither, and its window draws every letter as a box.
DATA_PACKAGES = {
    "fonts-dejavu-core": ("libfontconfig.so.1", "a font for the window's text (DejaVu Sans, fontconfig's default "
                                                "sans-serif): a minimal system has none"),
    "fontconfig-config": ("libfontconfig.so.1", "fontconfig's configuration (/etc/fonts/fonts.conf: the font "
                                                "folders, what 'sans-serif' means, hinting); without it fontconfig "
                                                "says 'Cannot load default config file' and guesses"),
}
#: Bundle folders only the window loads: the command line never imports Qt (an import-linter contract), and
#: OpenGL's fallback loaders are for Qt (plagcheck/system/gl_fallback.py).
WINDOW_ONLY = ("PySide6/", "shiboken6/", "gl-fallback/")
#: Files Qt loads only in a Wayland session (its Wayland platform plugin and what only it uses): on X11, and under
#: XWayland, the window runs without them. The system libraries only these need go to Recommends, not Depends.
OPTIONAL = ("_internal/PySide6/Qt/plugins/platforms/libqwayland", "_internal/PySide6/Qt/plugins/wayland-",
            "_internal/PySide6/Qt/lib/libQt6WaylandClient", "_internal/PySide6/Qt/lib/libQt6WlShellIntegration")


def elf_files(bundle: Path) -> list[Path]:
    """Return every regular ELF file under `bundle` (libraries, extensions, executables; not symbolic links)."""
    found = []
    for path in sorted(bundle.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as handle:
            if handle.read(4) == b"\x7fELF":
                found.append(path)
    return found


def dynamic_entries(path: Path) -> list[tuple[str, str]]:
    """Return the (tag, value) pairs of the dynamic section that matter here: NEEDED, RPATH, RUNPATH."""
    run = subprocess.run(["readelf", "-d", "-W", str(path)], capture_output=True, text=True)
    entries = []
    for line in run.stdout.splitlines():
        match = re.search(r"\((NEEDED|RPATH|RUNPATH)\)\s+[^:]+:\s*\[(.*)\]", line)
        if match:
            entries.append((match.group(1), match.group(2)))
    return entries


def inside_bundle(entry: str, library: Path, bundle: Path) -> bool:
    """Return whether one search path entry of `library` points inside the bundle ($ORIGIN-relative and within)."""
    if not entry.startswith(("$ORIGIN", "${ORIGIN}")):
        return False
    resolved = os.path.normpath(entry.replace("${ORIGIN}", str(library.parent)).replace("$ORIGIN", str(library.parent)))
    return resolved == str(bundle) or resolved.startswith(str(bundle) + os.sep)


def outside_runpaths(bundle: Path, files: list[Path]) -> dict[Path, list[str]]:
    """Return, per ELF file, the RPATH/RUNPATH entries that point outside the bundle."""
    problems: dict[Path, list[str]] = {}
    for path in files:
        for tag, value in dynamic_entries(path):
            if tag in ("RPATH", "RUNPATH"):
                bad = [e for e in value.split(":") if e and not inside_bundle(e, path, bundle)]
                if bad:
                    problems.setdefault(path, []).extend(bad)
    return problems


def fix_runpaths(bundle: Path, files: list[Path]) -> None:
    """Remove, with patchelf, every RPATH/RUNPATH entry pointing outside the bundle (keep the ones inside)."""
    for path, bad in outside_runpaths(bundle, files).items():
        kept = [e for tag, value in dynamic_entries(path) if tag in ("RPATH", "RUNPATH")
                for e in value.split(":") if e and e not in bad]
        command = ["patchelf", "--set-rpath", ":".join(kept), str(path)] if kept else ["patchelf", "--remove-rpath", str(path)]
        subprocess.run(command, check=True)
        print(f"  runpath: removed {':'.join(bad)} from {path.relative_to(bundle)}")


def glibc_floor(files: list[Path]) -> tuple[tuple[int, ...], Path | None]:
    """Return the highest GLIBC symbol version the files need, and the first file that needs it."""
    best: tuple[int, ...] = (0,)
    where = None
    for path in files:
        run = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True)
        for match in GLIBC_VERSION.finditer(run.stdout):
            version = tuple(int(n) for n in match.groups() if n is not None)
            if version > best:
                best, where = version, path
    return best, where


def system_sonames(bundle: Path, files: list[Path]) -> dict[str, list[str]]:
    """Return the sonames the bundle needs but does not carry (glibc's aside), each with the files needing it."""
    carried = {p.name for p in bundle.rglob("*") if ".so" in p.name}
    needed: dict[str, list[str]] = {}
    for path in files:
        for tag, value in dynamic_entries(path):
            if tag == "NEEDED" and value not in carried and not GLIBC_SONAMES.search(value):
                needed.setdefault(value, []).append(str(path.relative_to(bundle)))
    return needed


def needed_by_cli(bundle: Path, files: list[Path]) -> set[Path]:
    """Return the ELF files the command line can load: everything outside WINDOW_ONLY but the libraries that only
    window files need (followed through DT_NEEDED inside the bundle)."""
    by_name = {path.name: path for path in files}
    internal = bundle / "_internal"

    def window_only(path: Path) -> bool:
        relative = path.relative_to(internal).as_posix() if path.is_relative_to(internal) else path.name
        return relative.startswith(WINDOW_ONLY) or path.name == "plagcheck"

    # Roots: executables and extension modules the command line imports; plain top-level libraries only when
    # something reachable needs them.
    reachable = {path for path in files if not window_only(path) and path.parent != internal}
    reachable |= {path for path in files if path.name.startswith("libpython")}
    pending = list(reachable)
    while pending:
        for tag, value in dynamic_entries(pending.pop()):
            target = by_name.get(value)
            if tag == "NEEDED" and target is not None and target not in reachable:
                reachable.add(target)
                pending.append(target)
    return reachable


def system_needs(bundle: Path, files: list[Path]) -> list[tuple[str, str, str]]:
    """Return (soname, Debian package, "cli" or "window") for each library the bundle takes from the system."""
    cli = {str(path.relative_to(bundle)) for path in needed_by_cli(bundle, files)}
    rows = []
    for soname, needers in sorted(system_sonames(bundle, files).items()):
        rows.append((soname, owning_package(soname) or "?", "cli" if cli & set(needers) else "window"))
    return rows


def owning_package(soname: str) -> str | None:
    """Return the installed Debian package that ships a library file called `soname`, or None."""
    run = subprocess.run(["dpkg-query", "-S", f"*/{soname}"], capture_output=True, text=True)
    for line in run.stdout.splitlines():
        package, _, path = line.partition(": ")
        if "/lib/" in path and not package.startswith("diversion"):
            return package.split(",")[0].split(":")[0].strip()
    return None


def package_sonames(package: str) -> set[str]:
    """Return the library file names an installed package ships (empty when it is not installed)."""
    run = subprocess.run(["dpkg-query", "-L", package], capture_output=True, text=True)
    return {Path(line).name for line in run.stdout.splitlines() if ".so" in Path(line).name}


def parse_depends(control: Path) -> dict[str, str]:
    """Return the control file's Depends as {package: version constraint ('' when none)}."""
    return parse_depends_text(control.read_text(encoding="utf-8"))


def parse_depends_text(text: str, field: str = "Depends") -> dict[str, str]:
    """Return a relationship field (Depends, Recommends) of a control file's text as {package: version constraint
    ('' when none)}."""
    match = re.search(rf"^{field}:\s*(.+)$", text, re.MULTILINE)
    depends = {}
    for item in (match.group(1).split(",") if match else []):
        item = item.strip()
        name, _, constraint = item.partition(" ")
        depends[name] = constraint.strip().strip("()").strip()
    return depends


def check_control(control: Path, bundle: Path, files: list[Path], floor: tuple[int, ...]) -> list[str]:
    """Return the ways the control file's Depends disagrees with the bundle (empty when it agrees)."""
    problems = []
    depends = parse_depends(control)
    recommends = parse_depends_text(control.read_text(encoding="utf-8"), "Recommends")
    wanted_floor = ".".join(map(str, floor))
    if depends.get("libc6") != f">= {wanted_floor}":
        problems.append(f"Depends has libc6 ({depends.get('libc6') or 'no version'}); the bundle needs "
                        f"libc6 (>= {wanted_floor})")
    needed = system_sonames(bundle, files)
    required: dict[str, list[str]] = {}
    optional: dict[str, list[str]] = {}
    for soname in sorted(needed):
        package = owning_package(soname)
        only_optional = all(needer.startswith(OPTIONAL) for needer in needed[soname])
        if package is None:
            problems.append(f"{soname} (needed by {needed[soname][0]}) is neither in the bundle nor installed here")
        elif package != "libc6":
            (optional if only_optional else required).setdefault(package, []).append(soname)
    for package, sonames in sorted(required.items()):
        if package not in depends:
            problems.append(f"Depends lacks {package} (for {', '.join(sonames)})")
    for package, sonames in sorted(optional.items()):
        if package not in recommends:
            problems.append(f"Recommends lacks {package} (for {', '.join(sonames)}, which only Wayland's plugin needs)")
        if package in depends:
            problems.append(f"Depends lists {package}, which only Wayland's plugin needs: move it to Recommends")
    for package in recommends:
        if package not in optional:
            problems.append(f"Recommends lists {package}, which no optional part of the bundle needs")
    carried = {p.name for p in bundle.rglob("*") if ".so" in p.name}
    for package, (reader, why) in sorted(DATA_PACKAGES.items()):
        if reader not in carried:
            problems.append(f"DATA_PACKAGES lists {package} for {reader}, which the bundle no longer carries")
        elif package not in depends:
            problems.append(f"Depends lacks {package}: {reader} needs {why}")
    for package in depends:
        if package == "libc6" or (package in DATA_PACKAGES and DATA_PACKAGES[package][0] in carried):
            continue
        if package not in required and package not in optional:
            shipped = package_sonames(package) & carried
            reason = f"the bundle carries {', '.join(sorted(shipped))}" if shipped else "nothing in the bundle needs it"
            problems.append(f"Depends lists {package}, but {reason}")
    print(f"  system packages the bundle needs: {', '.join(f'{p} ({len(s)})' for p, s in sorted(required.items()))}")
    print(f"  and for Wayland's plugin only: {', '.join(f'{p} ({len(s)})' for p, s in sorted(optional.items()))}")
    return problems


def main(argv: list[str] | None = None) -> int:
    """Run the checks on a bundle; return 0 when all pass, 1 otherwise."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--fix-runpath", action="store_true", help="remove search paths pointing outside the bundle")
    parser.add_argument("--control", type=Path, help="a .deb control file whose Depends must agree with the bundle")
    parser.add_argument("--needs", type=Path, help="write the system libraries the bundle needs to this file")
    args = parser.parse_args(argv)
    bundle = args.bundle.resolve()
    files = elf_files(bundle)
    print(f"checking {len(files)} ELF files in {bundle}")
    if args.fix_runpath:
        fix_runpaths(bundle, files)
    problems = [f"{path.relative_to(bundle)} searches {', '.join(entries)} (outside the bundle)"
                for path, entries in outside_runpaths(bundle, files).items()]
    floor, where = glibc_floor(files)
    print(f"  glibc floor: {'.'.join(map(str, floor))} (first needed by {where.relative_to(bundle) if where else '-'})")
    if args.control:
        problems += check_control(args.control, bundle, files, floor)
    if args.needs:
        rows = system_needs(bundle, files)
        args.needs.write_text("".join(f"{soname} {package} {part}\n" for soname, package, part in rows), encoding="utf-8")
        print(f"  system libraries written to {args.needs}: " + ", ".join(f"{s} ({p})" for s, _, p in rows))
    if problems:
        print("BUNDLE CHECK FAILED:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    print("bundle check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
