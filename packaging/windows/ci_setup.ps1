# Hosted CI (Windows runner): tools the Windows build needs besides the Python packages.
# Inno Setup is pinned (packaging\windows\INNO_SETUP_VERSION): an unpinned install would take Inno Setup 7 when it
# reaches Chocolatey, which installs elsewhere and compiles scripts differently. build.ps1 checks the version.
$ErrorActionPreference = "Stop"
$Version = (Get-Content (Join-Path $PSScriptRoot "INNO_SETUP_VERSION") -Raw).Trim()
choco install innosetup --version $Version --allow-downgrade --no-progress -y
if ($LASTEXITCODE -ne 0) { throw "choco install innosetup --version $Version failed" }
