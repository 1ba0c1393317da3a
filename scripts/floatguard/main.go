// Command floatguard checks that the deterministic math of Rating Desk
// cannot be compiled into fused multiply-adds (docs/rules.md "Determinism";
// docs/development.md "Platforms").
//
// Go may fuse x*y + z into one multiply-add instruction on CPUs that have
// one (arm64; amd64 built with GOAMD64=v3), rounding once instead of twice,
// and may do so across statements and, after inlining, across functions; an
// explicit float64() conversion forbids it. floatguard reports every
// floating-point product in the non-test files of the packages named on the
// command line (directories, e.g. ./engine ./titles) that is neither
//
//   - wrapped in float64() as a whole,
//   - a factor of another product or a dividend (its value only multiplied
//     or divided further, which is never fused), nor
//   - a product by a constant power of two (exact, so fused or not it gives
//     the same bits).
//
// Each is printed as "FILE:LINE:COL: float product EXPR is not rounded by
// float64(): ..." and the exit status is 1; 0 when there is none, 2 when a
// package cannot be read. scripts/cross.sh runs it on engine and titles.
package main

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"math"
	"os"
	"path/filepath"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: floatguard DIR...")
		os.Exit(2)
	}
	os.Exit(run(os.Stdout, os.Stderr, os.Args[1:]))
}

// run checks every directory in dirs, prints the findings to out and the
// errors to errOut, and returns the exit status.
func run(out, errOut io.Writer, dirs []string) int {
	status := 0
	for _, dir := range dirs {
		found, err := checkDir(dir)
		if err != nil {
			fmt.Fprintf(errOut, "floatguard: %v\n", err)
			return 2
		}
		for _, f := range found {
			fmt.Fprintln(out, f)
			status = 1
		}
	}
	return status
}

// checkDir type-checks the package in dir (its non-test files for this
// platform, as go/build selects them) and returns its unguarded products.
func checkDir(dir string) ([]string, error) {
	pkg, err := build.Default.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range pkg.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	if _, err := conf.Check(pkg.ImportPath, fset, files, info); err != nil {
		return nil, fmt.Errorf("%s: %v", dir, err)
	}
	var found []string
	for _, f := range files {
		found = append(found, unguarded(fset, info, f)...)
	}
	return found, nil
}

// unguarded lists the products of file f that may be fused.
func unguarded(fset *token.FileSet, info *types.Info, f *ast.File) []string {
	safe := map[ast.Expr]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "float64" && len(n.Args) == 1 {
				safe[ast.Unparen(n.Args[0])] = true
			}
		case *ast.BinaryExpr:
			if n.Op == token.MUL && isFloat(info, n) {
				safe[ast.Unparen(n.X)], safe[ast.Unparen(n.Y)] = true, true
			}
			if n.Op == token.QUO && isFloat(info, n) {
				safe[ast.Unparen(n.X)] = true
			}
		}
		return true
	})
	var found []string
	ast.Inspect(f, func(n ast.Node) bool {
		b, ok := n.(*ast.BinaryExpr)
		if ok && b.Op == token.MUL && isFloat(info, b) && !safe[b] &&
			!powerOfTwo(info, b.X) && !powerOfTwo(info, b.Y) {
			found = append(found, fmt.Sprintf("%s: float product %s is not rounded by float64(): "+
				"wrap it, as in float64(%s), so that no multiply-add is fused from it", fset.Position(b.Pos()),
				types.ExprString(b), types.ExprString(b)))
		}
		return true
	})
	return found
}

// isFloat reports whether e is a floating-point value computed at run time
// (not a constant).
func isFloat(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok || tv.Value != nil {
		return false
	}
	b, ok := tv.Type.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsFloat != 0
}

// powerOfTwo reports whether e is a constant ±2^k: a product by it is exact.
func powerOfTwo(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil {
		return false
	}
	v, _ := constant.Float64Val(constant.ToFloat(tv.Value))
	if v == 0 || math.IsInf(v, 0) {
		return false
	}
	frac, _ := math.Frexp(math.Abs(v))
	return frac == 0.5
}
