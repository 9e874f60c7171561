/*
 * plagcheck's AppImage runtime (type 2): the ELF program at the front of plagcheck_<version>_linux_<arch>.AppImage.
 * Copyright 2026 plagcheck developers. MIT licence (LICENSE at the repository's root).
 *
 * An AppImage of type 2 is this program followed by a SquashFS image of the AppDir; the runtime finds the
 * image at the end of its own ELF file, makes it visible as a folder and runs the folder's AppRun:
 *   - with FUSE (fusermount3 present, or run as root): the image is mounted read-only on a temporary folder for
 *     as long as the app or any process it started runs (they hold the write end of a "keep-alive" pipe);
 *   - without FUSE (a minimal system, a container), or with --appimage-extract-and-run or
 *     APPIMAGE_EXTRACT_AND_RUN=1: the image is unpacked into a temporary folder, run, and removed afterwards.
 * Options handled here, never passed to the app: --appimage-extract (into ./squashfs-root), --appimage-offset,
 * --appimage-extract-and-run, --appimage-help.
 *
 * It is built from Debian's packages, not downloaded (packaging/linux/appimage/build_runtime.sh): squashfuse's
 * libraries (libsquashfuse-dev, BSD-2-Clause: reading SquashFS and its FUSE low-level operations), libfuse3-dev
 * (LGPL-2.1: this file and the build script are what relinking it needs) and libzstd-dev (BSD-3-Clause), linked
 * statically with glibc so that the runtime needs nothing from the host but the kernel.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <elf.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ll.h"
#include "squashfuse.h"
#include "traverse.h"

/* The image is compressed with zstd (build.sh: mksquashfs -comp zstd). Debian's squashfuse also knows gzip, xz,
 * lz4 and lzo; these stand-ins keep those libraries out of the runtime (LZO is GPL-licensed), and a block
 * compressed otherwise reads as an error. */
int uncompress(unsigned char *out, unsigned long *out_size, const unsigned char *in, unsigned long in_size) {
    return -3; /* Z_DATA_ERROR */
}
int lzma_stream_buffer_decode(void *memlimit, unsigned flags, const void *allocator, const void *in, size_t *in_pos,
                              size_t in_size, void *out, size_t *out_pos, size_t out_size) {
    return 11; /* LZMA_PROG_ERROR */
}
int LZ4_decompress_safe(const char *in, char *out, int in_size, int out_capacity) {
    return -1;
}
int lzo1x_decompress_safe(const unsigned char *in, unsigned long in_size, unsigned char *out, unsigned long *out_size,
                          void *work) {
    return -1; /* LZO_E_ERROR */
}

/* Tools that integrate AppImages look for these sections; plagcheck publishes no update information. */
__attribute__((section(".upd_info"), used)) static char update_info[1024];

static const char *self_path(void) {
    static char path[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", path, sizeof(path) - 1);
    if (n < 0) {
        perror("appimage runtime: /proc/self/exe");
        exit(127);
    }
    path[n] = '\0';
    return path;
}

/* The SquashFS image starts where this ELF file ends: after its section header table. */
static off_t elf_size(const char *path) {
    unsigned char header[sizeof(Elf64_Ehdr)];
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0 || read(fd, header, sizeof(header)) != (ssize_t)sizeof(header)) {
        perror("appimage runtime: reading own ELF header");
        exit(127);
    }
    close(fd);
    if (header[EI_CLASS] == ELFCLASS64) {
        Elf64_Ehdr *h = (Elf64_Ehdr *)header;
        return (off_t)(h->e_shoff + (Elf64_Off)h->e_shentsize * h->e_shnum);
    }
    Elf32_Ehdr *h = (Elf32_Ehdr *)header;
    return (off_t)(h->e_shoff + (Elf32_Off)h->e_shentsize * h->e_shnum);
}

static int write_all(int fd, const char *data, size_t size) {
    while (size > 0) {
        ssize_t n = write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        data += n;
        size -= (size_t)n;
    }
    return 0;
}

/* A path inside the image must stay inside the target folder. */
static bool safe_relative(const char *path) {
    if (path[0] == '/') return false;
    for (const char *p = path; *p; p = strchr(p, '/') ? strchr(p, '/') + 1 : p + strlen(p)) {
        if (strncmp(p, "..", 2) == 0 && (p[2] == '/' || p[2] == '\0')) return false;
    }
    return true;
}

/* Unpack the image at `offset` of `image` into the folder `target` (created if needed); return 0 on success. */
static int extract(const char *image, off_t offset, const char *target) {
    sqfs fs;
    if (sqfs_open_image(&fs, image, (size_t)offset) != SQFS_OK) {
        fprintf(stderr, "appimage runtime: %s holds no readable SquashFS image at offset %lld\n", image,
                (long long)offset);
        return -1;
    }
    if (mkdir(target, 0755) != 0 && errno != EEXIST) {
        perror(target);
        return -1;
    }
    sqfs_traverse trv;
    sqfs_err err;
    if (sqfs_traverse_open(&trv, &fs, sqfs_inode_root(&fs)) != SQFS_OK) return -1;
    static char buffer[1 << 17];
    char out[PATH_MAX];
    int status = 0;
    while (status == 0 && sqfs_traverse_next(&trv, &err)) {
        if (trv.dir_end) continue;
        if (!safe_relative(trv.path) || snprintf(out, sizeof(out), "%s/%s", target, trv.path) >= (int)sizeof(out)) {
            fprintf(stderr, "appimage runtime: refusing the path %s\n", trv.path);
            status = -1;
            break;
        }
        sqfs_inode inode;
        if (sqfs_inode_get(&fs, &inode, sqfs_dentry_inode(&trv.entry)) != SQFS_OK) {
            status = -1;
            break;
        }
        mode_t mode = inode.base.mode & 07777;
        switch (inode.base.inode_type) {
        case SQUASHFS_DIR_TYPE:
        case SQUASHFS_LDIR_TYPE:
            if (mkdir(out, mode | 0700) != 0 && errno != EEXIST) status = -1;
            break;
        case SQUASHFS_REG_TYPE:
        case SQUASHFS_LREG_TYPE: {
            int fd = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode | 0600);
            if (fd < 0) {
                status = -1;
                break;
            }
            for (sqfs_off_t done = 0; status == 0 && done < (sqfs_off_t)inode.xtra.reg.file_size;) {
                sqfs_off_t size = sizeof(buffer);
                if (sqfs_read_range(&fs, &inode, done, &size, buffer) != SQFS_OK || size <= 0 ||
                    write_all(fd, buffer, (size_t)size) != 0)
                    status = -1;
                done += size;
            }
            if (close(fd) != 0) status = -1;
            break;
        }
        case SQUASHFS_SYMLINK_TYPE:
        case SQUASHFS_LSYMLINK_TYPE: {
            char link[PATH_MAX];
            size_t size = sizeof(link);
            unlink(out);
            if (sqfs_readlink(&fs, &inode, link, &size) != SQFS_OK || symlink(link, out) != 0) status = -1;
            break;
        }
        default: /* devices, fifos and sockets have no place in an AppDir */
            break;
        }
        if (status != 0) perror(out);
    }
    sqfs_traverse_close(&trv);
    sqfs_destroy(&fs);
    return status;
}

static int remove_tree(const char *path) {
    pid_t pid = fork();
    if (pid == 0) {
        execl("/bin/rm", "rm", "-rf", "--", path, (char *)NULL);
        _exit(127);
    }
    int status = 0;
    return pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

static void set_environment(const char *image, const char *appdir, const char *argv0) {
    char cwd[PATH_MAX];
    setenv("APPIMAGE", image, 1);
    setenv("APPDIR", appdir, 1);
    setenv("ARGV0", argv0, 1);
    if (getcwd(cwd, sizeof(cwd))) setenv("OWD", cwd, 1);
}

static void exec_apprun(const char *appdir, char **argv) {
    char apprun[PATH_MAX];
    snprintf(apprun, sizeof(apprun), "%s/AppRun", appdir);
    argv[0] = apprun;
    execv(apprun, argv);
    perror(apprun);
}

static char *temporary_folder(const char *prefix) {
    const char *tmp = getenv("TMPDIR");
    static char path[PATH_MAX];
    snprintf(path, sizeof(path), "%s/%sXXXXXX", tmp && *tmp ? tmp : "/tmp", prefix);
    if (!mkdtemp(path)) {
        perror(path);
        exit(127);
    }
    return path;
}

static pid_t child;
static void forward_signal(int sig) {
    if (child > 0) kill(child, sig);
}

/* Unpack into a temporary folder, run AppRun there, remove the folder, return AppRun's exit code. */
static int extract_and_run(const char *image, off_t offset, char **argv) {
    char *folder = temporary_folder("appimage_extracted_");
    if (extract(image, offset, folder) != 0) {
        remove_tree(folder);
        return 127;
    }
    set_environment(image, folder, argv[0]);
    child = fork();
    if (child == 0) {
        exec_apprun(folder, argv);
        _exit(127);
    }
    signal(SIGINT, forward_signal);
    signal(SIGTERM, forward_signal);
    signal(SIGHUP, forward_signal);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    remove_tree(folder);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* The FUSE server: it ends when every holder of the keep-alive pipe's write end (the app and its children) has. */
static struct fuse_session *session;
static const char *mountpoint;
static int keepalive;

static void *watch_keepalive(void *unused) {
    (void)unused;
    char byte;
    while (read(keepalive, &byte, 1) < 0 && errno == EINTR) {
    }
    fuse_session_exit(session);
    fuse_session_unmount(session); /* ends the blocking read in fuse_session_loop */
    return NULL;
}

/* Mount the image on `folder` in a child process; return 0 once it is mounted, -1 when FUSE is not available. */
static int mount_image(const char *image, off_t offset, const char *folder) {
    int ready[2], alive[2];
    if (pipe2(ready, O_CLOEXEC) != 0 || pipe(alive) != 0) return -1;
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        close(ready[0]);
        close(alive[1]);
        setsid(); /* a Ctrl+C meant for the app must not end the file system under it */
        int devnull = open("/dev/null", O_RDWR);
        if (devnull >= 0) {
            dup2(devnull, STDIN_FILENO);
            dup2(devnull, STDOUT_FILENO);
        }
        char status = 'F';
        sqfs_ll *ll = sqfs_ll_open(image, (size_t)offset);
        char *fuse_argv[] = {"appimage-runtime", "-o", "ro", NULL};
        struct fuse_args args = FUSE_ARGS_INIT(3, fuse_argv);
        struct fuse_lowlevel_ops ops;
        memset(&ops, 0, sizeof(ops));
        ops.getattr = sqfs_ll_op_getattr;
        ops.opendir = sqfs_ll_op_opendir;
        ops.releasedir = sqfs_ll_op_releasedir;
        ops.readdir = sqfs_ll_op_readdir;
        ops.lookup = sqfs_ll_op_lookup;
        ops.open = sqfs_ll_op_open;
        ops.create = sqfs_ll_op_create;
        ops.release = sqfs_ll_op_release;
        ops.read = sqfs_ll_op_read;
        ops.readlink = sqfs_ll_op_readlink;
        ops.listxattr = sqfs_ll_op_listxattr;
        ops.getxattr = sqfs_ll_op_getxattr;
        ops.forget = sqfs_ll_op_forget;
        ops.statfs = stfs_ll_op_statfs;
        sqfs_ll_chan channel;
        if (ll == NULL || sqfs_ll_mount(&channel, folder, &args, &ops, sizeof(ops), ll) != SQFS_OK) {
            write_all(ready[1], &status, 1);
            _exit(1);
        }
        session = channel.session;
        mountpoint = folder;
        keepalive = alive[0];
        pthread_t watcher;
        pthread_create(&watcher, NULL, watch_keepalive, NULL);
        status = 'M';
        write_all(ready[1], &status, 1);
        close(ready[1]);
        fuse_session_loop(session);
        fuse_session_destroy(session);
        rmdir(folder);
        _exit(0);
    }
    close(ready[1]);
    close(alive[0]);
    char status = 'F';
    if (read(ready[0], &status, 1) != 1 || status != 'M') {
        waitpid(pid, NULL, 0);
        close(alive[1]);
        return -1;
    }
    close(ready[0]);
    /* alive[1] stays open, without close-on-exec: the app inherits it, and so do its children. */
    return 0;
}

int main(int argc, char **argv) {
    const char *image = self_path();
    const char *env_image = getenv("TARGET_APPIMAGE"); /* the AppImage tools' way to run another image */
    if (env_image && *env_image) image = env_image;
    off_t offset = elf_size(image);
    const char *option = argc > 1 ? argv[1] : "";

    if (strcmp(option, "--appimage-offset") == 0) {
        printf("%lld\n", (long long)offset);
        return 0;
    }
    if (strcmp(option, "--appimage-help") == 0) {
        printf("Options of this AppImage (all others go to the app):\n"
               "  --appimage-extract          unpack into ./squashfs-root\n"
               "  --appimage-extract-and-run  unpack into a temporary folder, run, remove it (no FUSE needed)\n"
               "  --appimage-offset           print where the SquashFS image starts\n");
        return 0;
    }
    if (strcmp(option, "--appimage-extract") == 0) {
        if (extract(image, offset, "squashfs-root") != 0) return 1;
        printf("squashfs-root\n");
        return 0;
    }
    if (strcmp(option, "--appimage-extract-and-run") == 0) {
        argv[1] = argv[0];
        return extract_and_run(image, offset, argv + 1);
    }
    const char *extract_env = getenv("APPIMAGE_EXTRACT_AND_RUN");
    if (extract_env && strcmp(extract_env, "1") == 0) return extract_and_run(image, offset, argv);

    char *folder = temporary_folder(".mount_plagcheck");
    if (mount_image(image, offset, folder) != 0) {
        rmdir(folder);
        fprintf(stderr, "appimage runtime: FUSE is not available here (fusermount3 from the fuse3 package); "
                        "unpacking into a temporary folder instead\n");
        return extract_and_run(image, offset, argv);
    }
    set_environment(image, folder, argv[0]);
    exec_apprun(folder, argv);
    return 127;
}
