package confirm

import "testing"

// TestProblemThenFix: a problem stated about a named file, then a clause
// that tells what to do ("… returns cancelled orders too, exclude status
// != 'cancelled'"), is a request for that file; a remark on "the filter"
// is not, nor is the same asked as a question ("!=" does not end the
// sentence before its question mark).
func TestProblemThenFix(t *testing.T) {
	const sql = "SELECT customer_id, SUM(total) AS spend\nFROM orders\nGROUP BY customer_id\nORDER BY spend DESC\nLIMIT 10;\n"
	for _, c := range []followupCase{
		{"problem then filter", []string{"queries/top_customers.sql returns cancelled orders too, exclude status != 'cancelled'"}, "queries/top_customers.sql", sql, "FROM orders\nGROUP BY", "FROM orders\nWHERE status <> 'cancelled'\nGROUP BY", Explicit},
		{"the filter is a noun", []string{"queries/top_customers.sql: the filter on status looks wrong"}, "queries/top_customers.sql", sql, "FROM orders\nGROUP BY", "FROM orders\nWHERE status <> 'cancelled'\nGROUP BY", NeedsConfirmation},
		{"a question about filtering", []string{"should queries/top_customers.sql filter status != 'cancelled'?"}, "queries/top_customers.sql", sql, "FROM orders\nGROUP BY", "FROM orders\nWHERE status <> 'cancelled'\nGROUP BY", NeedsConfirmation},
	} {
		t.Run(c.name, c.run)
	}
}
