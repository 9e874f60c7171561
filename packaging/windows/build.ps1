# Build plagcheck for Windows: dist\plagcheck\ (the frozen app) and dist\plagcheck_<version>_windows_<arch>.exe
# (the Inno Setup installer).
#
#   pwsh packaging/windows/build.ps1
#
# Needs: Python with the locked packages (pip install --require-hashes -r packaging\requirements.lock) and the
# Inno Setup version in packaging\windows\INNO_SETUP_VERSION (packaging\windows\ci_setup.ps1 installs it).
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$Root = (Get-Location).Path
$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }

$Version = & $Python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
$Base = & $Python packaging\artifact_name.py        # plagcheck_<version>_windows_<arch>
if ($LASTEXITCODE -ne 0) { throw "could not read pyproject.toml" }
$NumericVersion = & $Python packaging\version_info.py "$Version"   # 0.2.0rc1 -> 0.2.0.0 (ISCC takes numbers only)
if ($LASTEXITCODE -ne 0) { throw "could not derive a numeric version from $Version" }

Write-Host "== freezing plagcheck $Version with PyInstaller"
if (Test-Path dist\plagcheck) { Remove-Item -Recurse -Force dist\plagcheck }
& $Python -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build\pyinstaller `
    packaging\plagcheck.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
$Bytes = (Get-ChildItem -Recurse -File dist\plagcheck | Measure-Object -Property Length -Sum).Sum
Write-Host ("   dist\plagcheck: {0:N0} MB" -f ($Bytes / 1MB))

Write-Host "== building dist\$Base.exe with Inno Setup"
# The pinned Inno Setup (packaging\windows\INNO_SETUP_VERSION, installed by ci_setup.ps1), and no other: a
# different major version installs elsewhere and may compile the script differently.
$InnoVersion = (Get-Content packaging\windows\INNO_SETUP_VERSION -Raw).Trim()
$InnoMajor = $InnoVersion.Split(".")[0]
$Iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup $InnoMajor\ISCC.exe"
if (-not (Test-Path $Iscc)) { throw "Inno Setup ${InnoVersion} not found at ${Iscc}: run packaging\windows\ci_setup.ps1" }
$Found = (Get-Item $Iscc).VersionInfo.ProductVersion
if (-not $Found -or -not $Found.StartsWith($InnoVersion)) { throw "${Iscc} is Inno Setup ${Found}, not the pinned ${InnoVersion}" }
& $Iscc /Qp "/DAppVersion=$Version" "/DAppNumericVersion=$NumericVersion" "/DSourceDir=$Root\dist\plagcheck" "/DOutputDir=$Root\dist" `
    "/DOutputBase=$Base" "/DRepoRoot=$Root" packaging\windows\plagcheck.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
Write-Host ("   dist\$Base.exe: {0:N0} MB" -f ((Get-Item "dist\$Base.exe").Length / 1MB))
