"""What plagcheck needs from the machine: the C allocator's settings for a process of large arrays and
threads (allocator), OpenGL's loaders for a Linux system without them (gl_fallback), and the system libraries
Qt's window needs (libraries). Imports nothing of plagcheck: the app loads these before Qt."""
