; Ingenious Desktop for Windows: a per-user installer that needs no administrator rights.
; packaging/build compiles it on Windows, after PyInstaller has made the bundle:
;   makensis -DVERSION=0.1.0 -DBUNDLE=dist\ingenious-desktop -DOUTFILE=dist\game-setup.exe ingenious-desktop.nsi
; It installs into %LOCALAPPDATA%\Programs, adds Start-menu and desktop shortcuts, opens
; .ingenious saved games with a double-click, and registers an uninstaller under "Apps".

Unicode true
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION | BUNDLE | OUTFILE
  !error "define VERSION (like 1.2.3), BUNDLE (PyInstaller's folder) and OUTFILE"
!endif

!define APP_NAME "Ingenious Desktop"
!define EXE "ingenious-desktop.exe"
!define PUBLISHER "Ingenious Desktop developers"
!define PROG_ID "IngeniousDesktop.SavedGame"
!define SETTINGS_KEY "Software\IngeniousDesktop"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\IngeniousDesktop"
!define ICON "${__FILEDIR__}\..\..\resources\icons\ingenious-desktop.ico"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${SETTINGS_KEY}" "InstallDir"

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "${PUBLISHER}"

!include "MUI2.nsh"
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Play ${APP_NAME} now"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

; Explorer rereads file associations and icons only when told
!macro NotifyShellOfAssociations
  System::Call "shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)"
!macroend

Section "Install"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; an update must not keep the libraries of the version it replaces
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUNDLE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKCU "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"

  CreateShortCut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE}"
  CreateShortCut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${EXE}"

  WriteRegStr HKCU "Software\Classes\.ingenious" "" "${PROG_ID}"
  WriteRegStr HKCU "Software\Classes\.ingenious" "Content Type" "application/x-ingenious"
  WriteRegStr HKCU "Software\Classes\.ingenious\OpenWithProgids" "${PROG_ID}" ""
  WriteRegStr HKCU "Software\Classes\${PROG_ID}" "" "Ingenious saved game"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  !insertmacro NotifyShellOfAssociations
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"

  ; .ingenious stays with whichever program claimed it after us
  ReadRegStr $0 HKCU "Software\Classes\.ingenious" ""
  StrCmp $0 "${PROG_ID}" 0 +2
    DeleteRegValue HKCU "Software\Classes\.ingenious" ""
  DeleteRegValue HKCU "Software\Classes\.ingenious\OpenWithProgids" "${PROG_ID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.ingenious\OpenWithProgids"
  DeleteRegValue HKCU "Software\Classes\.ingenious" "Content Type"
  DeleteRegKey /ifempty HKCU "Software\Classes\.ingenious"
  DeleteRegKey HKCU "Software\Classes\${PROG_ID}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${SETTINGS_KEY}"

  ; only what the installer put there: the folder may have been chosen by hand
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  !insertmacro NotifyShellOfAssociations
SectionEnd
