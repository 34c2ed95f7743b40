import Foundation
import ReelBuild

/// `--shard I/N`: the I-th of N disjoint parts of a manifest, the same parts on every machine.
///
/// A part is made of whole renders. Renders tied by an output one of them reads (an image another
/// render makes) stay in one part, so a part builds alone; each group goes to the part its first
/// render's scene, parameters and first output hash to, so adding or removing a render moves no
/// other group.
struct BuildShard: Equatable {
    /// 1-based.
    let index: Int
    let count: Int

    /// Parses "I/N", 1 ≤ I ≤ N ≤ 1000.
    init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            (1...1000).contains(count), (1...count).contains(index)
        else { return nil }
        (self.index, self.count) = (index, count)
    }

    /// The outputs of `manifest` in this part, in the manifest's order.
    func outputs(of manifest: BuildManifest) -> [BuildManifest.Output] {
        let renders = manifest.renders
        // Union-find over renders: a render that reads another's output joins its group.
        var parent = Array(renders.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { i = parent[i] }
            return i
        }
        var producer: [String: Int] = [:]
        for (i, render) in renders.enumerated() {
            for output in render.outputs { producer[Build.absolute(output.path)] = i }
        }
        var fingerprints = InputFingerprints()
        for (i, render) in renders.enumerated() {
            for output in render.outputs {
                for file in fingerprints.inputFiles(of: output) {
                    guard let j = producer[file] else { continue }
                    let (a, b) = (root(i), root(j))
                    parent[max(a, b)] = min(a, b)
                }
            }
        }
        return renders.indices.filter { part(of: renders[root($0)]) == index }.flatMap { renders[$0].outputs }
    }

    /// The 1-based part a group whose first render is `render` belongs to.
    private func part(of render: BuildManifest.Render) -> Int {
        var fingerprint = Fingerprint()
        fingerprint.add(render.scene)
        for (name, value) in render.parameters.sorted(by: { $0.key < $1.key }) { fingerprint.add("\(name)=\(value)") }
        fingerprint.add(render.outputs.first?.path ?? "")
        return Int(fingerprint.value % UInt128(count)) + 1
    }
}
