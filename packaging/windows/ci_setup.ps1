# Hosted CI (Windows runner): tools the Windows build needs besides the Python packages.
$ErrorActionPreference = "Stop"
choco install innosetup --no-progress -y
if ($LASTEXITCODE -ne 0) { throw "choco install innosetup failed" }
