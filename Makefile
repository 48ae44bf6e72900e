# Builds and installs GuideLens's command-line tools in one command, as SwiftLint, swift-format
# and xcbeautify do: `guidelens`, the Model Context Protocol server `guidelens-mcp` (built with
# the package trait MCP) and LLDB's `showguides.py`, in the layout `guidelens mcp` and
# `guidelens lldb-init` look for:
#
#   $(PREFIX)/bin/guidelens
#   $(PREFIX)/bin/guidelens-mcp
#   $(PREFIX)/share/guidelens/showguides.py
#
# Usage: make install [PREFIX=/usr/local]   build (release, trait MCP), then install the three files
#        make uninstall [PREFIX=/usr/local] remove exactly those three files, then share/guidelens,
#                                           share and bin when that leaves them empty
#        make build                         only build
#        make install-built [PREFIX=…]      install what `make build` built, without building: for
#                                           `make build && sudo make install-built`, so that root
#                                           never writes into the build folder
# Variables: CONFIGURATION (release; debug installs a debug build), SCRATCH_PATH (.build: the build
# folder, as `swift build --scratch-path` takes it), SWIFT_BUILD_FLAGS (more flags for
# `swift build`, such as --disable-sandbox under Homebrew), SWIFT (swift).

PREFIX ?= /usr/local
CONFIGURATION ?= release
SCRATCH_PATH ?= .build
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=

BUILD_COMMAND = $(SWIFT) build --configuration $(CONFIGURATION) --traits MCP --scratch-path "$(SCRATCH_PATH)" $(SWIFT_BUILD_FLAGS)

BIN_DIRECTORY = $(PREFIX)/bin
SHARE_DIRECTORY = $(PREFIX)/share
SCRIPT_DIRECTORY = $(SHARE_DIRECTORY)/guidelens
INSTALLED_FILES = "$(BIN_DIRECTORY)/guidelens" "$(BIN_DIRECTORY)/guidelens-mcp" "$(SCRIPT_DIRECTORY)/showguides.py"

.PHONY: all build install install-built uninstall

all: build

build:
	$(BUILD_COMMAND)

install: build install-built

install-built:
	@bin_path="$$($(BUILD_COMMAND) --show-bin-path | tail -n 1)" && \
	for product in guidelens guidelens-mcp; do \
		if [ ! -x "$$bin_path/$$product" ]; then \
			echo "make: $$bin_path/$$product is not built; run make build (with the same CONFIGURATION and SCRATCH_PATH) first" >&2; \
			exit 1; \
		fi; \
	done && \
	install -d "$(BIN_DIRECTORY)" "$(SCRIPT_DIRECTORY)" && \
	install -m 755 "$$bin_path/guidelens" "$$bin_path/guidelens-mcp" "$(BIN_DIRECTORY)/" && \
	install -m 644 "Scripts/showguides.py" "$(SCRIPT_DIRECTORY)/" && \
	echo "installed $(BIN_DIRECTORY)/guidelens, $(BIN_DIRECTORY)/guidelens-mcp, $(SCRIPT_DIRECTORY)/showguides.py" && \
	echo "LLDB: $(BIN_DIRECTORY)/guidelens lldb-init adds showguides to ~/.lldbinit"

uninstall:
	rm -f $(INSTALLED_FILES)
	@for directory in "$(SCRIPT_DIRECTORY)" "$(SHARE_DIRECTORY)" "$(BIN_DIRECTORY)"; do \
		if [ -d "$$directory" ] && [ -z "$$(ls -A "$$directory")" ]; then rmdir "$$directory" && echo "removed the empty $$directory"; fi; \
	done; true
