import InstantSearchServer

// Every option of every mode of `instantsearch`, declared once. Parsing, `--help`, the "did
// you mean" of errors, the shell completion scripts and the man page are all made from these
// declarations; the modes' runners (the other files of this folder) read values through them.

/// The options and modes of `instantsearch`.
public enum Declarations {
  /// The program's name.
  public static let program = "instantsearch"

  /// One line saying what the program is.
  public static let summary =
    "Explore a search index from the terminal (the demo index, a dataset folder, a snapshot or "
    + "the Algolia API), write a dataset to a snapshot, serve one over Algolia's REST API, and "
    + "check controller plugins."

  // MARK: The REPL (the default mode)

  /// The options of the REPL.
  public enum REPL {
    /// `--data PATH`.
    public static let data = OptionSpec(
      "data", value: "PATH", completion: .file,
      help: "a records file (JSON array or NDJSON), a dataset folder (NAME.json, "
        + "NAME_settings.json, REPLICA_settings.json, rules, synonyms) or a snapshot written by "
        + "`index`, instead of the demo index")
    /// `--host URL`.
    public static let host = OptionSpec(
      "host", value: "URL", repeatable: true,
      help: "an Algolia host ([http[s]://]NAME[:PORT]); hosts mean the Algolia API at those "
        + "hosts, with ALGOLIA_APP_ID and ALGOLIA_API_KEY")
    /// `--index NAME`.
    public static let index = OptionSpec(
      "index", value: "NAME",
      help: "the index to start on (default: the folder's primary index); NAME,NAME... searches "
        + "several at once")
    /// `--json`.
    public static let json = OptionSpec("json", help: "print one JSON object per command")
    /// `--strict`.
    public static let strict = OptionSpec(
      "strict",
      help: "the local engine refuses search parameters it does not implement, naming them")

    /// The REPL's declarations.
    public static let spec = ModeSpec(
      [], summary: "explore an index in the REPL (the default mode)",
      discussion:
        "Explore a search index: the demo index by default, a records file, a dataset folder or "
        + "a snapshot (--data), or the Algolia API (ALGOLIA_APP_ID and ALGOLIA_API_KEY in the "
        + "environment, with --index NAME or --host URL). Commands are read from the terminal "
        + "with line editing, or from standard input when it is not a terminal; type `help` at "
        + "the prompt for the commands.",
      options: [data, host, index, json, strict, StandardOptions.version],
      environment: [
        EnvironmentSpec("ALGOLIA_APP_ID", help: "the Algolia application ID"),
        EnvironmentSpec(
          "ALGOLIA_API_KEY", help: "the Algolia API key (never read from the command line)"),
        EnvironmentSpec(
          "INSTANTSEARCH_HISTFILE", help: "the REPL's history file (empty: no history)"),
        EnvironmentSpec(
          "XDG_STATE_HOME", help: "where the history is kept when INSTANTSEARCH_HISTFILE is unset"),
        EnvironmentSpec("HOME", help: "the home folder: ~ in paths, the history's default place"),
        EnvironmentSpec(
          "INSTANTSEARCH_PLUGIN_PATH",
          help: "folders (colon-separated) where `plugin load NAME` looks for plugins"),
        EnvironmentSpec("NO_COLOR", help: "set and not empty: no colour"),
        EnvironmentSpec("TERM", help: "dumb: no colour"),
      ],
      examples: [
        ExampleSpec("", "search the demo index"),
        ExampleSpec("--data datasets/movies", "search a dataset folder"),
        ExampleSpec(
          "--json < script.txt", "run a script of commands, printing one JSON object each"),
      ],
      refused: [
        "--api-key": apiKeyRefusal, "--apiKey": apiKeyRefusal, "--key": apiKeyRefusal,
      ])

    /// What an API key on the command line is answered with.
    public static let apiKeyRefusal =
      "API keys are read from ALGOLIA_API_KEY in the environment, never from arguments"
  }

  // MARK: index

  /// The options of `index`.
  public enum Index {
    /// `--data PATH`.
    public static let data = OptionSpec(
      "data", value: "PATH", completion: .file,
      help: "a records file, a dataset folder, or a snapshot")
    /// `--demo COUNT`.
    public static let demo = OptionSpec(
      "demo", value: "COUNT", help: "the demo products (COUNT of them) instead of --data")
    /// `--out FILE`.
    public static let out = OptionSpec(
      "out", value: "FILE", required: true, completion: .file,
      help: "the snapshot to write (replaced if it exists)")

    /// `index`'s declarations.
    public static let spec = ModeSpec(
      ["index"], summary: "write a dataset's indices to one snapshot file",
      discussion:
        "Build the indices of a dataset once and write them to one snapshot file: records, "
        + "inverted and typo indexes, facet and numeric columns, settings, replicas, rules and "
        + "synonyms. `instantsearch --data FILE` (or `open FILE`) maps the snapshot and searches "
        + "it at once. Give --out FILE and one of --data PATH or --demo COUNT. A folder with "
        + "an index that cannot be loaded writes nothing: the snapshot would leave it out.",
      options: [data, demo, out],
      examples: [
        ExampleSpec("index --data datasets/shop --out shop.snapshot", "index a dataset folder"),
        ExampleSpec("index --demo 100000 --out demo.snapshot", "index 100,000 demo products"),
        ExampleSpec("--data shop.snapshot", "then search the snapshot"),
      ])
  }

  // MARK: serve

  /// The options of `serve`.
  public enum Serve {
    /// `--data DIR|FILE`.
    public static let data = OptionSpec(
      "data", value: "DIR|FILE", required: true, completion: .file,
      help: "the dataset folder to serve (its writes kept in DIR/.instantsearch), or a snapshot "
        + "or records file served read-only")
    /// `--port N`.
    public static let port = OptionSpec(
      "port", value: "N", defaultValue: "8080", help: "the port (0: any free one)")
    /// `--bind ADDR`.
    public static let bind = OptionSpec(
      "bind", value: "ADDR", defaultValue: "127.0.0.1", help: "the IPv4 address listened on")
    /// `--app-id ID`.
    public static let appID = OptionSpec(
      "app-id", value: "ID", environment: "INSTANTSEARCH_APP_ID",
      help: "the application ID requests must name (default: any)")
    /// `--admin-key KEY`.
    public static let adminKey = OptionSpec(
      "admin-key", value: "KEY", environment: "INSTANTSEARCH_ADMIN_KEY",
      help: "the key allowed everything (default: no keys, every request allowed)")
    /// `--search-key KEY`.
    public static let searchKey = OptionSpec(
      "search-key", value: "KEY", environment: "INSTANTSEARCH_SEARCH_KEY",
      help: "the key allowed to search (needs an admin key)")
    /// `--max-body BYTES`.
    public static let maxBody = OptionSpec(
      "max-body", value: "BYTES", defaultValue: "10485760", help: "the largest request body")
    /// `--max-record BYTES`.
    public static let maxRecord = OptionSpec(
      "max-record", value: "BYTES", defaultValue: "100000",
      help: "the largest record a write may hold, as compact JSON (Algolia's: 100000 on its paid "
        + "plans, 10000 on its free one)")
    /// `--max-connections N`.
    public static let maxConnections = OptionSpec(
      "max-connections", value: "N", defaultValue: "64",
      help: "the most connections open at once")
    /// `--timeout SECONDS`.
    public static let timeout = OptionSpec(
      "timeout", value: "SECONDS", defaultValue: "10",
      help: "how long a connection may stay idle")
    /// `--threads N`.
    public static let threads = OptionSpec(
      "threads", value: "N",
      defaultValue: "\(SearchServer.Limits().threads)",
      help: "the threads answering requests: one a processor")
    /// `--quiet`.
    public static let quiet = OptionSpec(
      "quiet", help: "no line per request (the summary is still printed)")
    /// `--strict`.
    public static let strict = OptionSpec(
      "strict",
      help: "refuse search parameters and settings the engine does not implement, instead of "
        + "ignoring them with a warning")

    /// `serve`'s declarations.
    public static let spec = ModeSpec(
      ["serve"], summary: "serve a dataset over Algolia's REST API",
      discussion:
        "Serve the local engine behind Algolia's REST API (search, indexing, settings, "
        + "Insights events) until SIGINT or SIGTERM, then finish the requests in progress, save "
        + "the writes in DIR/.instantsearch (never in the folder's own files) and print a "
        + "summary.",
      options: [
        data, port, bind, appID, adminKey, searchKey, maxBody, maxRecord, maxConnections, timeout,
        threads, quiet, strict,
      ],
      environment: [
        EnvironmentSpec(
          "MALLOC_ARENA_MAX",
          help: "glibc's malloc arenas (default for serve: one a core, at least 2)")
      ],
      examples: [
        ExampleSpec("serve --data datasets/movies", "serve a folder on 127.0.0.1:8080, no keys"),
        ExampleSpec(
          "serve --data shop.snapshot --port 0 --quiet", "serve a snapshot read-only, any port"),
        ExampleSpec(
          "serve --data DIR --admin-key secret --search-key public",
          "require keys (better: INSTANTSEARCH_ADMIN_KEY in the environment)"),
      ])
  }

  // MARK: export

  /// The options of `export`.
  public enum Export {
    /// `--data DIR`.
    public static let data = OptionSpec(
      "data", value: "DIR", required: true, completion: .directory,
      help: "the dataset folder a server keeps writes for")
    /// `--out NEW_FOLDER`.
    public static let out = OptionSpec(
      "out", value: "NEW_FOLDER", required: true, completion: .directory,
      help: "the folder to write the dataset to")

    /// `export`'s declarations.
    public static let spec = ModeSpec(
      ["export"], summary: "write a served folder's data, writes and all, as a new folder",
      discussion:
        "Write the indices a server keeps for a dataset folder (its files with every saved "
        + "write on top) as a new dataset folder, which the REPL, `serve` and `index` open like "
        + "any other. No server may run on the folder meanwhile; its own files are only read.",
      options: [data, out],
      examples: [
        ExampleSpec("export --data datasets/movies --out movies-now", "take the writes out"),
        ExampleSpec("--data movies-now", "then search the exported folder"),
      ])
  }

  // MARK: plugin check

  /// The options of `plugin check`.
  public enum PluginCheck {
    /// `--timeout SECONDS`.
    public static let timeout = OptionSpec(
      "timeout", value: "SECONDS", defaultValue: "30",
      help: "how long a member may stay silent before it is reported hung (1 to 86400)")
    /// `--list`: the child that lists the controllers (not for people).
    public static let list = OptionSpec(
      "list", hidden: true, help: "a checking child: load the plugin and list its controllers")
    /// `--controller ID`: the child that checks one controller (not for people).
    public static let controller = OptionSpec(
      "controller", value: "ID", hidden: true,
      help: "a checking child: run the battery against one controller")
    /// `FILE`.
    public static let file = PositionalSpec(
      "FILE", completion: .file, help: "the plugin: a shared library")

    /// `plugin check`'s declarations.
    public static let spec = ModeSpec(
      ["plugin", "check"], summary: "check a controller plugin, each controller in a child",
      discussion:
        "Load a controller plugin and run a battery against each controller it declares, each "
        + "in a child process of its own, so a crash or a hang is caught and named by the member "
        + "it happened in. One line per controller and one per finding; the status is 1 when "
        + "anything failed.",
      options: [timeout, list, controller], positionals: [file],
      examples: [
        ExampleSpec(
          "plugin check .build/debug/libJSONLinesPlugin.so", "check the C example plugin"),
        ExampleSpec("plugin check --timeout 5 ./libmine.so", "report a member hung after 5 s"),
      ])
  }

  // MARK: completion and man

  /// The options of `completion`.
  public enum Completion {
    /// `SHELL`.
    public static let shell = PositionalSpec(
      "SHELL", completion: .choices(["bash", "zsh", "fish"]), help: "bash, zsh or fish")

    /// `completion`'s declarations.
    public static let spec = ModeSpec(
      ["completion"], summary: "print a shell completion script (bash, zsh or fish)",
      discussion:
        "Print the completion script of a shell: modes, options, their values (files, folders, "
        + "choices) as declared.",
      options: [], positionals: [shell],
      examples: [
        ExampleSpec(
          "completion bash > ~/.local/share/bash-completion/completions/instantsearch",
          "install it for bash"),
        ExampleSpec("completion zsh > \"${fpath[1]}/_instantsearch\"", "install it for zsh"),
        ExampleSpec(
          "completion fish > ~/.config/fish/completions/instantsearch.fish",
          "install it for fish"),
      ])
  }

  /// The options of `man`.
  public enum Manual {
    /// `man`'s declarations.
    public static let spec = ModeSpec(
      ["man"], summary: "print the manual page (roff) of instantsearch(1)",
      discussion: "Print the manual page, made from the same declarations as this help.",
      options: [],
      examples: [
        ExampleSpec("man > instantsearch.1 && man -l instantsearch.1", "read it"),
        ExampleSpec(
          "man > ~/.local/share/man/man1/instantsearch.1", "install it for `man instantsearch`"),
      ])
  }
}
