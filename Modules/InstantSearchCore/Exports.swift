// Core's users see `Locked` as part of Core: it lives in the leaf target `InstantSearchLocking`
// so that modules needing only the lock (the plugin host) do not depend on Core.
@_exported public import InstantSearchLocking
