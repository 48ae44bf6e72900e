Pod::Spec.new do |spec|
  spec.name = 'GuideLens'
  spec.version = '0.1.0'
  spec.summary = 'See UIKit layout guides: live dashed overlays, a FLEX panel and an LLDB command.'
  spec.description = <<~TEXT
    GuideLens draws every UILayoutGuide in a running app (spacers, containers, safe area,
    margins, keyboard, stack-view spacers) as dashed, colour-coded, labelled outlines that
    follow layout live, in DEBUG builds only. Shake to toggle. In Release the API compiles
    and does nothing, so install this pod in every configuration. The FLEX panel is the
    separate GuideLensFLEX pod, for Debug only.
  TEXT
  spec.homepage = 'https://github.com/guidelens/GuideLens'
  spec.license = { type: 'MIT', file: 'LICENSE' }
  spec.authors = 'The GuideLens authors'
  spec.source = { git: 'https://github.com/guidelens/GuideLens.git', tag: spec.version.to_s }
  spec.swift_versions = ['6.0']
  # The runtime is built for iOS (and Mac Catalyst) and tvOS; nothing else is declared.
  spec.ios.deployment_target = '14.0'
  spec.tvos.deployment_target = '14.0'
  spec.module_name = 'GuideLens'
  # Both subspecs compile into the one GuideLens module; `package` declarations need a package
  # name, the same one the GuideLensFLEX pod uses.
  spec.pod_target_xcconfig = { 'OTHER_SWIFT_FLAGS' => '$(inherited) -package-name GuideLens' }
  spec.default_subspecs = 'Overlay'

  spec.subspec 'Core' do |core|
    core.source_files = 'Sources/GuideLensCore/**/*.swift'
  end

  spec.subspec 'Overlay' do |overlay|
    overlay.dependency 'GuideLens/Core'
    overlay.source_files = 'Sources/GuideLens/**/*.swift'
    overlay.frameworks = 'UIKit', 'QuartzCore'
  end
end
