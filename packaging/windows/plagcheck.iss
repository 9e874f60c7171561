; Inno Setup script for plagcheck: a per-user install (no administrator rights needed, as on most school
; computers) with a Start-menu entry, an optional desktop icon and an uninstaller in "Installed apps".
;
; Compiled by packaging/windows/build.ps1, which passes:
;   /DAppVersion=<version>  /DSourceDir=<repo>\dist\plagcheck  /DOutputDir=<repo>\dist
;   /DOutputBase=plagcheck_<version>_windows_x86_64  /DRepoRoot=<repo>
; Needs Inno Setup 6.3 or later (the x64compatible architecture identifier).

#ifndef AppVersion
  #error Compile through packaging/windows/build.ps1, which passes the version from pyproject.toml
#endif
#define AppName "plagcheck"
#define AppExe "plagcheck.exe"

[Setup]
; The AppId identifies the program across versions: never change it, or upgrades install side by side.
AppId={{3F6B2C1E-7A4D-4E59-9C2B-8D1F0A6E4B73}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=plagcheck developers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBase}
SetupIconFile={#RepoRoot}\resources\icons\plagcheck.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Find shared text across a class's submissions"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
