# Homebrew formula for GuideLens's command-line tools. It builds from source the way `make install`
# does (the Makefile is the one build: release, with the package trait MCP) and installs the same
# tree: bin/guidelens, bin/guidelens-mcp, share/guidelens/showguides.py. Publish it in a tap (a
# repository named homebrew-guidelens, holding Formula/guidelens.rb); Tests/Homebrew/check_formula.rb
# checks it against the Makefile.
class Guidelens < Formula
  desc "See UIKit layout guides: explain constraint conflicts, lint snapshots, LLDB, MCP"
  homepage "https://github.com/guidelens/GuideLens"
  url "https://github.com/guidelens/GuideLens.git", tag: "0.1.0"
  license "MIT"
  head "https://github.com/guidelens/GuideLens.git", branch: "main"

  # Package traits (the MCP server) need Swift 6.1: Xcode 16.3.
  depends_on xcode: ["16.3", :build]

  uses_from_macos "swift" => :build

  on_macos do
    # The MCP SDK's floor, as Package.swift declares it.
    depends_on macos: :ventura
  end

  def install
    # SwiftPM's own sandbox cannot run inside Homebrew's build sandbox.
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_BUILD_FLAGS=--disable-sandbox"
  end

  def caveats
    <<~EOS
      To add LLDB's showguides command to ~/.lldbinit (once; running it again changes nothing):
        guidelens lldb-init
      It writes this line, which survives upgrades:
        command script import #{HOMEBREW_PREFIX}/share/guidelens/showguides.py
      For coding agents, add to the MCP configuration: "command": "guidelens", "args": ["mcp"]
    EOS
  end

  test do
    assert_match(/^guidelens \d+\.\d+\.\d+$/, shell_output("#{bin}/guidelens --version"))
    system bin/"guidelens", "demo", "--scene", "spacer-views", "--output", testpath/"demo"
    assert_path_exists testpath/"demo/spacer-views.json"
    assert_path_exists pkgshare/"showguides.py"
    assert_equal "command script import #{opt_pkgshare}/showguides.py",
      shell_output("#{opt_bin}/guidelens lldb-init --print").chomp
    # An agent's host: initialize, then tools/list, each answer read before the next request.
    IO.popen(["#{bin}/guidelens", "mcp"], "r+") do |server|
      server.puts({ jsonrpc: "2.0", id: 1, method: "initialize",
                    params: { protocolVersion: "2025-03-26", capabilities: {},
                              clientInfo: { name: "brew", version: "1" } } }.to_json)
      assert_equal "guidelens", JSON.parse(server.gets)["result"]["serverInfo"]["name"]
      server.puts({ jsonrpc: "2.0", method: "notifications/initialized" }.to_json)
      server.puts({ jsonrpc: "2.0", id: 2, method: "tools/list" }.to_json)
      tools = JSON.parse(server.gets)["result"]["tools"].map { |tool| tool["name"] }
      assert_includes tools, "explain_conflicts"
      assert_includes tools, "attach"
      server.close_write
    end
  end
end
