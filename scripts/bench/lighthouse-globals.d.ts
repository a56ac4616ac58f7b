// Lighthouse's module declarations (e.g. core/lib/median-run) name the global LH namespace,
// which the package does not declare for its users.
declare namespace LH {
  type Result = import('lighthouse').Result;
}
