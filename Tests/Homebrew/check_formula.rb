# Evaluates Formula/guidelens.rb with a minimal stand-in for Homebrew's Formula DSL and checks that
# it builds and installs exactly as `make install` does: its install step runs the Makefile's
# `install` target into the formula's prefix, and `make -n` with those arguments shows the build
# command (release, with the package trait MCP, with Homebrew's --disable-sandbox) and the three
# files (bin/guidelens, bin/guidelens-mcp, share/guidelens/showguides.py) that `make uninstall`
# removes; its source is this repository at the tag of the code's version; its `test do` block
# names the same three files. Given the prefix of an install (Scripts/test-install passes one),
# it also runs the formula's `test do` block against that install.
# Usage: ruby Tests/Homebrew/check_formula.rb [PREFIX]   (from the repository root)
require 'fileutils'
require 'json'
require 'pathname'
require 'tmpdir'

# What a formula file calls at class level, recorded; what `install` and `test do` call, against
# a prefix of our choosing.
class Formula
  class << self
    attr_reader :attributes, :dependencies, :test_block

    def inherited(subclass)
      super
      subclass.instance_variable_set(:@attributes, {})
      subclass.instance_variable_set(:@dependencies, [])
    end

    %i[desc homepage license].each do |name|
      define_method(name) { |value| @attributes[name] = value }
    end

    def url(value, **options)
      @attributes[:url] = value
      @attributes[:url_options] = options
    end

    def head(value, **options)
      @attributes[:head] = value
      @attributes[:head_options] = options
    end

    def depends_on(requirement)
      @dependencies << requirement
    end

    def uses_from_macos(requirement)
      @dependencies << requirement
    end

    def on_macos
      yield
    end

    def test(&block)
      @test_block = block
    end
  end

  attr_reader :prefix, :commands, :testpath

  def initialize(prefix)
    @prefix = Pathname(prefix)
    @commands = []
    @testpath = Pathname(Dir.mktmpdir)
  end

  def name
    self.class.name.downcase
  end

  def bin = prefix/'bin'
  def share = prefix/'share'
  def pkgshare = share/name
  def opt_bin = bin
  def opt_pkgshare = pkgshare

  def system(*arguments)
    @commands << arguments.map(&:to_s)
    return true unless @running_test
    Kernel.system(*arguments.map(&:to_s), out: File::NULL) || raise("failed: #{arguments.join(' ')}")
  end

  def shell_output(command)
    output = `#{command}`
    raise "failed (#{$?.exitstatus}): #{command}" unless $?.success?
    output
  end

  def assert_match(pattern, text)
    raise "#{text.inspect} does not match #{pattern.inspect}" unless text.match?(pattern)
  end

  def assert_equal(expected, actual)
    raise "#{actual.inspect} is not #{expected.inspect}" unless expected == actual
  end

  def assert_includes(collection, member)
    raise "#{collection.inspect} lacks #{member.inspect}" unless collection.include?(member)
  end

  def assert_path_exists(path)
    raise "#{path} does not exist" unless File.exist?(path)
  end

  def run_test
    @running_test = true
    Dir.chdir(testpath) { instance_eval(&self.class.test_block) }
  ensure
    FileUtils.rm_rf(testpath)
  end
end

failures = []
load 'Formula/guidelens.rb'
formula_class = Object.const_get(:Guidelens)
source = File.read('Formula/guidelens.rb')
code_version = File.read('Sources/GuideLensCore/GuideLensVersion.swift')[/current = "([^"]+)"/, 1]
repository = File.read('README.md')[%r{\.package\(url: "(https://github\.com/[^"]+)"}, 1]

attributes = formula_class.attributes
%i[desc homepage url license head].each do |key|
  failures << "missing #{key}" unless attributes[key]
end
failures << "homepage #{attributes[:homepage]} is not README's #{repository}" unless attributes[:homepage] == repository
failures << "url #{attributes[:url]} is not #{repository}.git" unless attributes[:url] == "#{repository}.git"
failures << "head #{attributes[:head]} is not #{repository}.git" unless attributes[:head] == "#{repository}.git"
unless attributes[:url_options][:tag] == code_version
  failures << "url's tag #{attributes[:url_options][:tag].inspect} is not the code's version #{code_version}"
end
failures << 'the formula must build with Swift 6.1 or later (Xcode 16.3)' unless formula_class.dependencies.include?(xcode: ['16.3', :build])

# The install step: the Makefile's install target, into the formula's prefix.
stub_prefix = '/homebrew/Cellar/guidelens/0'
formula = formula_class.new(stub_prefix)
formula.install
install_commands = formula.commands
make = install_commands.find { |command| command[0] == 'make' }
if install_commands.length != 1 || make.nil? || make[1] != 'install' || !make.include?("PREFIX=#{stub_prefix}")
  failures << "install must run exactly `make install PREFIX=\#{prefix}`; it runs #{install_commands.inspect}"
else
  # What that make runs: the build command and the files it installs.
  dry_run = `make -n #{make.drop(1).map { |argument| "'#{argument}'" }.join(' ')} 2>&1`
  failures << "make -n #{make.drop(1).join(' ')} failed: #{dry_run}" unless $?.success?
  build = dry_run.lines.find { |line| line.start_with?('swift build') }.to_s
  %w[--configuration\ release --traits\ MCP --disable-sandbox].each do |flag|
    failures << "the build (#{build.strip}) lacks #{flag}" unless build.include?(flag)
  end
  installs = {
    "#{stub_prefix}/bin/" => %w[guidelens guidelens-mcp],
    "#{stub_prefix}/share/guidelens/" => %w[showguides.py],
  }
  installs.each do |directory, files|
    line = dry_run.lines.find { |candidate| candidate.include?("\"#{directory}\"") }.to_s
    files.each do |file|
      failures << "make install does not install #{file} into #{directory}" unless line.include?("/#{file}\"")
    end
  end
end

# make uninstall removes the same three files, and only those.
uninstall = `make -n uninstall PREFIX=#{stub_prefix} 2>&1`.lines.find { |line| line.start_with?('rm -f') }.to_s
removed = uninstall.scan(/"([^"]+)"/).flatten
expected = %W[#{stub_prefix}/bin/guidelens #{stub_prefix}/bin/guidelens-mcp #{stub_prefix}/share/guidelens/showguides.py]
failures << "make uninstall removes #{removed}, expected #{expected}" unless removed == expected

# The formula's own test names the three files.
test_source = source[/^  test do\n(.*?)^  end\n/m, 1].to_s
['bin}/guidelens', '"mcp"', 'pkgshare/"showguides.py"', 'lldb-init'].each do |needle|
  failures << "the formula's test does not use #{needle}" unless test_source.include?(needle)
end

prefix = ARGV[0]
if failures.empty? && prefix
  begin
    formula_class.new(prefix).run_test
  rescue StandardError => error
    failures << "its test do block failed against #{prefix}: #{error.message}"
  end
end

if failures.empty?
  ran = prefix ? ", its test passed against #{prefix}" : ''
  puts "Homebrew formula: make install PREFIX=#{stub_prefix} (release, trait MCP, --disable-sandbox), the same three files as make uninstall, tag #{code_version}#{ran}: ok"
else
  failures.each { |failure| puts "formula: #{failure}" }
  exit 1
end
