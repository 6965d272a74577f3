package confirm

import "testing"

// TestBesideSwap: a number swap the request spells is explicit as written,
// in code, config and queries; the same line given a word nobody asked for
// beside the swap is asked about.
func TestBesideSwap(t *testing.T) {
	php := "<?php\nclass Tokens {\n    public function issue(string $id): array {\n        return ['sub' => $id, 'exp' => time() + 3600];\n    }\n}\n"
	ctl := "class PostController {\n    public function index() {\n        return Post::latest()->paginate(10);\n    }\n}\n"
	js := "const server = app.listen(3000);\n"
	sql := "SELECT id FROM orders ORDER BY created_at DESC LIMIT 50;\n"
	yml := "pool:\n  size: 10\n  timeout: 5\n"
	runRequestCases(t, []requestCase{
		{"in Tokens.php change the token lifetime from 3600 to 7200", fileTarget("src/Tokens.php", php, replace(php, "3600", "7200")), Explicit},
		{"in Tokens.php change the token lifetime from 3600 to 7200", fileTarget("src/Tokens.php", php, replace(php, "3600]", "7200, 'iat' => time()]")), NeedsConfirmation},
		{"in PostController.php make index paginate 25 instead of 10", fileTarget("app/Http/PostController.php", ctl, replace(ctl, "10)", "25)")), Explicit},
		{"in PostController.php make index paginate 25 instead of 10", fileTarget("app/Http/PostController.php", ctl, replace(ctl, "Post::latest()->paginate(10)", "Post::with('author')->latest()->paginate(25)")), NeedsConfirmation},
		{"server.js: port 3000 -> 8080", fileTarget("server.js", js, replace(js, "3000", "8080")), Explicit},
		{"server.js: port 3000 -> 8080", fileTarget("server.js", js, replace(js, "3000", "process.env.PORT || 8080")), NeedsConfirmation},
		{"raise the LIMIT in report.sql from 50 to 200", fileTarget("report.sql", sql, replace(sql, "50", "200")), Explicit},
		{"raise the LIMIT in report.sql from 50 to 200", fileTarget("report.sql", sql, replace(sql, "LIMIT 50", "LIMIT 200 OFFSET 0")), NeedsConfirmation},
		{"Bitte in server.js den Port von 3000 auf 8080 ändern", fileTarget("server.js", js, replace(js, "3000", "8080")), Explicit},
		{"Bitte in server.js den Port von 3000 auf 8080 ändern", fileTarget("server.js", js, replace(js, "3000", "Number(process.env.PORT) || 8080")), NeedsConfirmation},
		{"in pool.yaml set the pool size from 10 to 20", fileTarget("pool.yaml", yml, replace(yml, "size: 10", "size: 20")), Explicit},
	})
}
