# Evaluates GuideLens.podspec with a minimal stand-in for CocoaPods' DSL and checks what a
# `pod spec lint` would reject first: missing required attributes, source globs that match
# no file, dependencies on subspecs that do not exist, a version that differs from the code's.
# Usage: ruby Tests/Podspec/check_podspec.rb   (from the repository root)
module Pod
  class Spec
    attr_reader :attributes, :subspecs, :dependencies, :source_files

    def initialize(parent = nil, name = nil)
      @parent = parent
      @name = name
      @attributes = {}
      @subspecs = []
      @dependencies = []
      @source_files = []
      yield self if block_given?
    end

    def subspec(name, &block)
      @subspecs << Spec.new(self, name, &block)
    end

    def dependency(name, *requirements)
      @dependencies << name
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
spec = eval(File.read('GuideLens.podspec'), binding, 'GuideLens.podspec')
%i[name version summary homepage license authors source swift_versions].each do |key|
  failures << "missing #{key}" unless spec.attributes[key]
end
names = spec.subspecs.map(&:full_name)
expected = %w[GuideLens/Core GuideLens/Overlay GuideLens/FLEX]
failures << "subspecs are #{names}, expected #{expected}" unless names == expected
failures << 'default subspec must be Overlay' unless spec.attributes[:default_subspecs] == 'Overlay'
spec.subspecs.each do |sub|
  sub.source_files.each do |glob|
    directory = glob.split('/**').first
    if !Dir.exist?(directory)
      puts "note: #{sub.full_name}: #{directory} does not exist yet"
    elsif Dir.glob(glob).empty?
      failures << "#{sub.full_name}: #{glob} matches no file"
    end
  end
  sub.dependencies.each do |dependency|
    next unless dependency.start_with?('GuideLens/')
    failures << "#{sub.full_name} depends on unknown #{dependency}" unless names.include?(dependency)
  end
end
flex = spec.subspecs.find { |sub| sub.full_name == 'GuideLens/FLEX' }
failures << 'the FLEX subspec must depend on the FLEX pod' unless flex && flex.dependencies.include?('FLEX')
code_version = File.read('Sources/GuideLensCore/GuideLensVersion.swift')[/current = "([^"]+)"/, 1]
failures << "podspec version #{spec.version} differs from GuideLensVersion #{code_version}" unless spec.version == code_version

if failures.empty?
  puts "podspec: #{names.join(', ')} (default #{spec.attributes[:default_subspecs]}), version #{spec.version}: ok"
else
  failures.each { |failure| puts "podspec: #{failure}" }
  exit 1
end
