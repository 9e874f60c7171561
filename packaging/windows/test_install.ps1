# Install the setup program silently as a teacher would (per user), smoke-test the installed app, check the
# Start-menu entry, then uninstall and check that the program folder and the entry are gone.
#
#   pwsh packaging/windows/test_install.ps1
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
$Base = & $Python packaging\artifact_name.py
$Setup = Resolve-Path "dist\$Base.exe"
$Dir = Join-Path ([System.IO.Path]::GetTempPath()) "plagcheck-install-test"
$Shortcut = Join-Path ([Environment]::GetFolderPath("Programs")) "plagcheck.lnk"

Start-Process -Wait -FilePath $Setup -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER", "/DIR=`"$Dir`""
if (-not (Test-Path "$Dir\plagcheck.exe")) { throw "the installer did not put plagcheck.exe in $Dir" }
if (-not (Test-Path "$Dir\plagcheck-cli.exe")) { throw "the installer did not put plagcheck-cli.exe in $Dir" }
if (-not (Test-Path $Shortcut)) { throw "no Start-menu entry at $Shortcut" }
if (-not (Test-Path "$Dir\_internal\licenses\THIRD-PARTY-NOTICES.txt")) { throw "the installed app carries no THIRD-PARTY-NOTICES.txt" }
$FolderVerb = "HKCU:\Software\Classes\Directory\shell\plagcheck"
$Command = (Get-ItemProperty -Path "$FolderVerb\command" -ErrorAction SilentlyContinue).'(default)'
if (-not $Command -or $Command -notlike "*$Dir\plagcheck.exe*") { throw "no 'Check with plagcheck' for folders (got '$Command')" }
if (-not (Test-Path "HKCU:\Software\Classes\.pdf\OpenWithList\plagcheck.exe")) { throw "plagcheck is not in 'Open with' for PDF files" }

& $Python packaging\smoke_test.py $Dir
if ($LASTEXITCODE -ne 0) { throw "smoke test of the installed app failed" }

# The uninstaller hands over to a copy of itself in %TEMP% and returns at once: wait for the files to go.
Start-Process -Wait -FilePath "$Dir\unins000.exe" -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"
$Deadline = (Get-Date).AddSeconds(120)
while ((Test-Path "$Dir\plagcheck.exe") -and ((Get-Date) -lt $Deadline)) { Start-Sleep -Seconds 2 }
if (Test-Path "$Dir\plagcheck.exe") { throw "the uninstaller left $Dir\plagcheck.exe" }
if (Test-Path $Shortcut) { throw "the uninstaller left the Start-menu entry" }
if (Test-Path $FolderVerb) { throw "the uninstaller left the folder verb $FolderVerb" }
Write-Host "installer test passed: installed, smoke-tested, uninstalled"
