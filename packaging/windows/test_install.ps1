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

& $Python packaging\smoke_test.py $Dir
if ($LASTEXITCODE -ne 0) { throw "smoke test of the installed app failed" }

# The uninstaller hands over to a copy of itself in %TEMP% and returns at once: wait for the files to go.
Start-Process -Wait -FilePath "$Dir\unins000.exe" -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"
$Deadline = (Get-Date).AddSeconds(120)
while ((Test-Path "$Dir\plagcheck.exe") -and ((Get-Date) -lt $Deadline)) { Start-Sleep -Seconds 2 }
if (Test-Path "$Dir\plagcheck.exe") { throw "the uninstaller left $Dir\plagcheck.exe" }
if (Test-Path $Shortcut) { throw "the uninstaller left the Start-menu entry" }
Write-Host "installer test passed: installed, smoke-tested, uninstalled"
