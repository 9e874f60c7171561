; Inno Setup script for plagcheck: a per-user install (no administrator rights needed, as on most school
; computers) with a Start-menu entry, an optional desktop icon and an uninstaller in "Installed apps".
;
; Compiled by packaging/windows/build.ps1, which passes:
;   /DAppVersion=<version>  /DAppNumericVersion=<a.b.c.d>  /DSourceDir=<repo>\dist\plagcheck  /DOutputDir=<repo>\dist
;   /DOutputBase=plagcheck_<version>_windows_x86_64  /DRepoRoot=<repo>
; Needs Inno Setup 6.3 or later (the x64compatible architecture identifier); CI pins the version in
; packaging/windows/INNO_SETUP_VERSION.

#ifndef AppVersion
  #error Compile through packaging/windows/build.ps1, which passes the version from pyproject.toml
#endif
#ifndef AppNumericVersion
  ; VersionInfoVersion takes numbers only (0.2.0rc1 makes ISCC fail): packaging/version_info.py derives them
  #error Compile through packaging/windows/build.ps1, which passes AppNumericVersion (0.2.0rc1 -> 0.2.0.0)
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
; Windows' file version resource: four numbers only. The full version (a pre-release too) is shown as text.
VersionInfoVersion={#AppNumericVersion}
VersionInfoTextVersion={#AppVersion}
VersionInfoProductVersion={#AppNumericVersion}
VersionInfoProductTextVersion={#AppVersion}
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
; It registers "Open with" entries and a folder verb: Explorer is told to reload file associations on install and
; on uninstall.
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade first removes the previous version's bundle: PyInstaller's _internal folder changes from version to
; version (Qt's DLLs and plugins, Python packages), and a stale file left beside the new ones can be loaded in
; their place. Nothing of the teacher's is kept there (settings and logs live in the user's profile).
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; The bundle carries the licences: _internal\licenses\LICENSE.txt and THIRD-PARTY-NOTICES.txt (also in Help > About).
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Find shared text across a class's submissions"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon
Name: "{autoprograms}\{#AppName} licences"; Filename: "{app}\_internal\licenses\THIRD-PARTY-NOTICES.txt"; Comment: "plagcheck's licence and the third-party notices"

[Registry]
; "Open with plagcheck" for folders (right-click a folder in Explorer) and "Open with" for the document types.
; HKA is the current user's HKCU\Software\Classes in a per-user install (the default here), HKLM in an
; administrator's install; the uninstaller removes the keys.
Root: HKA; Subkey: "Software\Classes\Directory\shell\plagcheck"; ValueType: string; ValueName: ""; ValueData: "Check with {#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Directory\shell\plagcheck"; ValueType: string; ValueName: "Icon"; ValueData: """{app}\{#AppExe}"",0"
Root: HKA; Subkey: "Software\Classes\Directory\shell\plagcheck\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".pdf"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".docx"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".odt"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".rtf"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".txt"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".md"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".html"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\.pdf\OpenWithList\{#AppExe}"; ValueType: none; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\.docx\OpenWithList\{#AppExe}"; ValueType: none; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\.odt\OpenWithList\{#AppExe}"; ValueType: none; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\.rtf\OpenWithList\{#AppExe}"; ValueType: none; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\.txt\OpenWithList\{#AppExe}"; ValueType: none; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\.md\OpenWithList\{#AppExe}"; ValueType: none; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\.html\OpenWithList\{#AppExe}"; ValueType: none; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
