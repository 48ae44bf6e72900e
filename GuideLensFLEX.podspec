Pod::Spec.new do |spec|
  spec.name = 'GuideLensFLEX'
  spec.version = '0.1.0'
  spec.summary = "GuideLens's Layout Guides panel for FLEX."
  spec.description = <<~TEXT
    A "Layout Guides" entry in FLEX's menu: every UILayoutGuide of the app by owning view, with
    search, kind filter, details, a flash on screen and snapshot export. Its own pod (module
    GuideLensFLEX) so that it and FLEX can be limited to Debug while GuideLens itself is in
    every configuration: CocoaPods cannot give subspecs of one pod different configurations.
  TEXT
  spec.homepage = 'https://github.com/guidelens/GuideLens'
  spec.license = { type: 'MIT', file: 'LICENSE' }
  spec.authors = 'The GuideLens authors'
  spec.source = { git: 'https://github.com/guidelens/GuideLens.git', tag: spec.version.to_s }
  spec.swift_versions = ['6.0']
  spec.ios.deployment_target = '14.0'
  spec.module_name = 'GuideLensFLEX'
  spec.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name GuideLens' }
  spec.dependency 'GuideLens', spec.version.to_s
  spec.dependency 'FLEX', '~> 5.22'
  spec.source_files = 'Sources/GuideLensFLEX/**/*.swift'
end
