"""dmgbuild settings: the .app beside a link to /Applications, so installing is one drag.

Used by packaging/macos/build.sh as
    dmgbuild -s packaging/macos/dmg_settings.py -D app=dist/plagcheck.app -D icon=... plagcheck OUT.dmg
dmgbuild runs this file with `defines` holding the -D values.
"""

import os.path

application = defines["app"]  # noqa: F821 (provided by dmgbuild)
app_name = os.path.basename(application)

format = "UDZO"  # zlib-compressed, opens on every macOS version
filesystem = "HFS+"
size = None  # computed from the contents
files = [application]
symlinks = {"Applications": "/Applications"}
icon = defines.get("icon")  # noqa: F821
hide_extensions = [app_name]

default_view = "icon-view"
window_rect = ((200, 200), (560, 320))
icon_size = 128
text_size = 13
icon_locations = {app_name: (140, 150), "Applications": (420, 150)}
show_status_bar = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
