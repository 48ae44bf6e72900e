# Evaluates GuideLens.podspec and GuideLensFLEX.podspec with a minimal stand-in for CocoaPods'
# DSL and checks what a `pod spec lint` would reject first (missing required attributes, source
# globs that match no file, dependencies on subspecs that do not exist, a version that differs
# from the code's), and the facts the README's install steps rely on: GuideLens (Core + Overlay)
# goes in every configuration and depends on no FLEX; the FLEX panel is its own pod, module
# GuideLensFLEX, with the same package name; the README's Podfile and imports and
# Documentation/FLEX.md's call site say exactly that.
# Usage: ruby Tests/Podspec/check_podspec.rb   (from the repository root)
module Pod
  class Spec
    attr_reader :attributes, :subspecs, :dependencies, :requirements, :source_files

    def initialize(parent = nil, name = nil)
      @parent = parent
      @name = name
      @attributes = {}
      @subspecs = []
      @dependencies = []
      @requirements = {}
      @source_files = []
      yield self if block_given?
    end

    def subspec(name, &block)
      @subspecs << Spec.new(self, name, &block)
    end

    def dependency(name, *requirements)
      @dependencies << name
      @requirements[name] = requirements
    end

    def source_files=(globs)
      @source_files = Array(globs)
    end

    def ios
      self
    end

    def tvos
      self
    end

    def full_name
      @parent ? "#{@parent.full_name}/#{@name}" : @attributes[:name]
    end

    def method_missing(method, *args)
      name = method.to_s
      return super unless name.end_with?('=')
      @attributes[name.chomp('=').to_sym] = args.first
    end

    def respond_to_missing?(*)
      true
    end

    def version
      @attributes[:version]
    end
  end
end

failures = []
code_version = File.read('Sources/GuideLensCore/GuideLensVersion.swift')[/current = "([^"]+)"/, 1]

def load_spec(path)
  eval(File.read(path), binding, path)
end

def all_dependencies(spec)
  spec.dependencies + spec.subspecs.flat_map { |sub| all_dependencies(sub) }
end

def check_globs(spec, failures)
  ([spec] + spec.subspecs).each do |part|
    part.source_files.each do |glob|
      failures << "#{part.full_name}: #{glob} matches no file" if Dir.glob(glob).empty?
    end
  end
end

specs = { 'GuideLens.podspec' => load_spec('GuideLens.podspec'), 'GuideLensFLEX.podspec' => load_spec('GuideLensFLEX.podspec') }
specs.each do |path, spec|
  %i[name version summary homepage license authors source swift_versions module_name].each do |key|
    failures << "#{path}: missing #{key}" unless spec.attributes[key]
  end
  failures << "#{path}: version #{spec.version} differs from GuideLensVersion #{code_version}" unless spec.version == code_version
  check_globs(spec, failures)
end

core = specs['GuideLens.podspec']
flex = specs['GuideLensFLEX.podspec']
names = core.subspecs.map(&:full_name)
expected = %w[GuideLens/Core GuideLens/Overlay]
failures << "GuideLens subspecs are #{names}, expected #{expected}" unless names == expected
failures << 'GuideLens: the default subspec must be Overlay' unless core.attributes[:default_subspecs] == 'Overlay'
failures << 'GuideLens: its module must be GuideLens' unless core.attributes[:module_name] == 'GuideLens'
core.subspecs.each do |sub|
  sub.dependencies.each do |dependency|
    next unless dependency.start_with?('GuideLens/')
    failures << "#{sub.full_name} depends on unknown #{dependency}" unless names.include?(dependency)
  end
end
if all_dependencies(core).any? { |dependency| dependency.start_with?('FLEX') }
  failures << 'GuideLens must not depend on FLEX: it is installed in every configuration'
end

failures << 'GuideLensFLEX: its module must be GuideLensFLEX' unless flex.attributes[:module_name] == 'GuideLensFLEX'
failures << 'GuideLensFLEX must depend on the FLEX pod' unless flex.dependencies.include?('FLEX')
unless flex.dependencies.include?('GuideLens') && flex.requirements['GuideLens'] == [code_version]
  failures << "GuideLensFLEX must depend on GuideLens #{code_version} exactly"
end
package_flag = ->(spec) { spec.attributes[:pod_target_xcconfig].to_h['OTHER_SWIFT_FLAGS'].to_s[/-package-name \S+/] }
unless package_flag.call(core) && package_flag.call(core) == package_flag.call(flex)
  failures << 'GuideLens and GuideLensFLEX must be compiled with the same -package-name'
end

readme = File.read('README.md')
flex_page = File.read('Documentation/FLEX.md')
pages = { 'README.md' => readme }
Dir.glob('Documentation/*.md').sort.each { |page| pages[page] = File.read(page) }
podfile = readme[/```ruby\n(.*?)```/m, 1].to_s
failures << "README's Podfile must install pod 'GuideLens' in every configuration" unless podfile =~ /^\s*pod 'GuideLens'\s*(#.*)?$/
failures << "README's Podfile must limit GuideLensFLEX to Debug" unless podfile.include?("pod 'GuideLensFLEX', :configurations => ['Debug']")
failures << "README's Podfile must limit FLEX to Debug" unless podfile.include?("pod 'FLEX', :configurations => ['Debug']")
pages.each { |page, text| failures << "#{page} still names a GuideLens/FLEX subspec" if text.include?('GuideLens/FLEX') }
flex_call = flex_page[/```swift\n(import GuideLens\n#if DEBUG\n\s+import GuideLensFLEX\n#endif.*?)```/m, 1]
failures << "FLEX.md's call site must import GuideLensFLEX and call register() inside #if DEBUG" unless flex_call && flex_call =~ /#if DEBUG\n\s+GuideLensFLEX\.register\(\)/
failures << "README must say what to import under SPM and CocoaPods" unless readme.include?('| what to import | `import GuideLens`, `import GuideLensFLEX` | the same: `import GuideLens`, `import GuideLensFLEX` |')

if failures.empty?
  puts "podspecs: GuideLens (#{names.join(', ')}, default #{core.attributes[:default_subspecs]}) and GuideLensFLEX (Debug only), version #{code_version}, README and FLEX.md install steps: ok"
else
  failures.each { |failure| puts "podspec: #{failure}" }
  exit 1
end
