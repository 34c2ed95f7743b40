import ReelDynamics
import XCTest
