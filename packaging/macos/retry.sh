# retry COMMAND...: run COMMAND up to 5 times, 10, 20, 30, 40 s apart, until it succeeds; return its last status.
# hdiutil fails now and then on GitHub's hosted macOS runners with "Resource busy" (a disk image still held by
# Spotlight or the previous step), which a later try gets past. Sourced by build.sh and test_install.sh.
retry() {
    local attempt status
    for attempt in 1 2 3 4 5; do
        "$@" && return 0
        status=$?
        echo "retry: '$*' failed with status ${status} (try ${attempt} of 5)" >&2
        [ "$attempt" = 5 ] || sleep $((attempt * 10))
    done
    return "$status"
}
