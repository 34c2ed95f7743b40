import ReelSceneFile
import ReelTimeline

/// The error reading `json` as a scene gives, or nil when it reads.
func sceneError(_ json: String, parameters: [String: String] = [:]) -> SceneError? {
    do {
        _ = try SceneReader.read(json: Array(json.utf8), parameters: parameters)
        return nil
    } catch {
        return error
    }
}
