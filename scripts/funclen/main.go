// Command funclen enforces the project's function-length rule
// (docs/development.md, `make lint`): no function or method in a non-test
// Go file is longer than -max lines, counted from the line of `func` to the
// line of the closing brace, doc comment not included. It walks the
// directories given (default "."), skipping vendor, testdata and hidden
// directories, and exits with status 1 after listing every offender as
// "LINES PACKAGE FUNCTION FILE:LINE", longest first, like gocyclo does.
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// offender is a function longer than the limit.
type offender struct {
	lines int
	pkg   string
	name  string
	pos   token.Position
}

func main() {
	limit := flag.Int("max", 80, "the longest a function may be, in lines")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: funclen [-max N] [dir ...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	roots := flag.Args()
	if len(roots) == 0 {
		roots = []string{"."}
	}
	var all []offender
	for _, root := range roots {
		found, err := scan(root, *limit)
		if err != nil {
			fmt.Fprintln(os.Stderr, "funclen:", err)
			os.Exit(2)
		}
		all = append(all, found...)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].lines > all[j].lines })
	for _, o := range all {
		fmt.Printf("%d %s %s %s\n", o.lines, o.pkg, o.name, o.pos)
	}
	if len(all) > 0 {
		fmt.Fprintf(os.Stderr, "funclen: %d function(s) over %d lines; split them into helpers\n", len(all), *limit)
		os.Exit(1)
	}
}

// scan returns the functions longer than limit in the non-test Go files under root.
func scan(root string, limit int) ([]offender, error) {
	var found []offender
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && skipDir(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		found = append(found, longFuncs(fset, f, limit)...)
		return nil
	})
	return found, err
}

// skipDir reports whether a directory is not ours to check.
func skipDir(name string) bool {
	return name == "vendor" || name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}

// longFuncs returns the function declarations of f longer than limit lines.
func longFuncs(fset *token.FileSet, f *ast.File, limit int) []offender {
	var found []offender
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		start := fset.Position(fn.Pos())
		lines := fset.Position(fn.End()).Line - start.Line + 1
		if lines > limit {
			found = append(found, offender{lines, f.Name.Name, funcName(fn), start})
		}
	}
	return found
}

// funcName names fn as gocyclo does: "F", "(T).M" or "(*T).M".
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	return "(" + recvType(fn.Recv.List[0].Type) + ")." + fn.Name.Name
}

// recvType spells a receiver's type, without type parameters.
func recvType(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return "*" + recvType(t.X)
	case *ast.IndexExpr:
		return recvType(t.X)
	case *ast.IndexListExpr:
		return recvType(t.X)
	case *ast.Ident:
		return t.Name
	}
	return "?"
}
