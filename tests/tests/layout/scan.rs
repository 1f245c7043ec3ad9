//! Reads a Rust source file as far as the layout check needs: the paths it names (in `use`
//! trees and in code), its child modules, and what it imports under which name. Comments,
//! strings and everything compiled only for tests are left out, so a path in a doc comment or
//! a test module is not an import.

/// One token of a source file, as coarse as the layout check can afford.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    PathSep,
    Open(char),
    Close(char),
    Comma,
    Semi,
    Pound,
    Other,
}

/// What a file says about the modules it uses.
#[derive(Debug, Default)]
pub struct Scanned {
    /// Child modules declared with `mod NAME;`, and whether each is compiled only for tests.
    pub children: Vec<(String, bool)>,
    /// Every `use` of the file (outside test code): the full path as written, the name it
    /// brings in, and whether it is a re-export (`pub use`, any visibility).
    pub uses: Vec<Use>,
    /// Paths named in code (outside `use` items), each as its segments.
    pub paths: Vec<Vec<String>>,
    /// Every identifier outside test code, to tell whether a file mentions a crate at all.
    pub idents: Vec<String>,
}

/// One name a `use` item brings in.
#[derive(Clone, Debug)]
pub struct Use {
    pub path: Vec<String>,
    pub name: String,
    pub reexport: bool,
}

pub fn scan(source: &str) -> Scanned {
    let tokens = tokenize(source);
    let tokens = without_test_items(&tokens);
    let mut scanned = Scanned::default();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Token::Ident(word) if word == "use" => {
                let reexport = is_public(&tokens, i);
                let end = (i..tokens.len())
                    .find(|&at| tokens[at] == Token::Semi)
                    .unwrap_or(tokens.len());
                let mut trees = Vec::new();
                use_tree(&tokens[i + 1..end], Vec::new(), &mut trees);
                for (path, name) in trees {
                    scanned.uses.push(Use {
                        path,
                        name,
                        reexport,
                    });
                }
                i = end + 1;
                continue;
            }
            Token::Ident(word)
                if word == "mod"
                    && matches!(tokens.get(i + 2), Some(Token::Semi))
                    && !matches!(i.checked_sub(1).map(|at| &tokens[at]), Some(Token::PathSep)) =>
            {
                if let Some(Token::Ident(name)) = tokens.get(i + 1) {
                    scanned.children.push((name.clone(), false));
                }
            }
            Token::Ident(first) => {
                let starts_path =
                    !matches!(i.checked_sub(1).map(|at| &tokens[at]), Some(Token::PathSep));
                if starts_path && matches!(tokens.get(i + 1), Some(Token::PathSep)) {
                    let mut path = vec![first.clone()];
                    let mut at = i + 1;
                    while let (Some(Token::PathSep), Some(Token::Ident(next))) =
                        (tokens.get(at), tokens.get(at + 1))
                    {
                        path.push(next.clone());
                        at += 2;
                    }
                    scanned.paths.push(path);
                }
            }
            _ => {}
        }
        if let Token::Ident(word) = &tokens[i] {
            scanned.idents.push(word.clone());
        }
        i += 1;
    }
    scanned.children.extend(test_children(&tokenize(source)));
    scanned
}

/// Whether the `use` at `at` is preceded by a visibility (`pub`, `pub(crate)`, `pub(super)`).
fn is_public(tokens: &[Token], at: usize) -> bool {
    let before = &tokens[..at];
    match before.last() {
        Some(Token::Ident(word)) => word == "pub",
        Some(Token::Close(')')) => before
            .iter()
            .rev()
            .position(|token| *token == Token::Open('('))
            .and_then(|back| before.len().checked_sub(back + 2))
            .is_some_and(|pub_at| before[pub_at] == Token::Ident("pub".into())),
        _ => false,
    }
}

/// Expands a `use` tree (the tokens between `use` and `;`) under `prefix` into every path it
/// names and the name each brings in.
fn use_tree(tokens: &[Token], prefix: Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    let mut path = prefix;
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            Token::Ident(word) if word == "as" => {
                if let (Some(Token::Ident(alias)), false) = (tokens.get(i + 1), path.is_empty()) {
                    out.push((path.clone(), alias.clone()));
                }
                return;
            }
            Token::Ident(word) => path.push(word.clone()),
            Token::Open('{') => {
                let inner = &tokens[i + 1..matching(tokens, i).unwrap_or(tokens.len())];
                for part in split_top_level(inner) {
                    use_tree(part, path.clone(), out);
                }
                return;
            }
            _ => {}
        }
        i += 1;
    }
    match path.last().map(String::as_str) {
        // `a::{self}` brings in `a`; `a::*` brings in no one name, but still imports `a`.
        Some("self") => {
            path.pop();
            if let Some(name) = path.last().cloned() {
                out.push((path, name));
            }
        }
        Some(name) => {
            let name = name.to_owned();
            out.push((path, name));
        }
        None => {}
    }
}

/// The index of the bracket closing the one at `open`.
fn matching(tokens: &[Token], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (at, token) in tokens.iter().enumerate().skip(open) {
        match token {
            Token::Open(_) => depth += 1,
            Token::Close(_) => {
                depth -= 1;
                if depth == 0 {
                    return Some(at);
                }
            }
            _ => {}
        }
    }
    None
}

fn split_top_level(tokens: &[Token]) -> Vec<&[Token]> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (at, token) in tokens.iter().enumerate() {
        match token {
            Token::Open(_) => depth += 1,
            Token::Close(_) => depth = depth.saturating_sub(1),
            Token::Comma if depth == 0 => {
                parts.push(&tokens[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&tokens[start..]);
    parts
}

/// Whether the attribute starting at `at` (a `#`) is `#[cfg(test)]`; returns the index after it.
fn attribute_end(tokens: &[Token], at: usize) -> Option<(usize, bool)> {
    if tokens.get(at) != Some(&Token::Pound) {
        return None;
    }
    let open = if tokens.get(at + 1) == Some(&Token::Other) {
        at + 2 // `#!`
    } else {
        at + 1
    };
    if tokens.get(open) != Some(&Token::Open('[')) {
        return None;
    }
    let close = matching(tokens, open)?;
    let words: Vec<&Token> = tokens[open + 1..close].iter().collect();
    let is_test = matches!(
        words.as_slice(),
        [Token::Ident(cfg), Token::Open('('), Token::Ident(test), Token::Close(')')]
            if cfg == "cfg" && test == "test"
    );
    Some((close + 1, is_test))
}

/// The tokens with every item marked `#[cfg(test)]` removed.
fn without_test_items(tokens: &[Token]) -> Vec<Token> {
    let mut kept = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if let Some((after, true)) = attribute_end(tokens, i) {
            i = item_end(tokens, after);
            continue;
        }
        kept.push(tokens[i].clone());
        i += 1;
    }
    kept
}

/// The modules declared `#[cfg(test)] mod NAME;`.
fn test_children(tokens: &[Token]) -> Vec<(String, bool)> {
    let mut children = Vec::new();
    for at in 0..tokens.len() {
        if let Some((mut after, true)) = attribute_end(tokens, at) {
            // Other attributes may stand between.
            while let Some((next, _)) = attribute_end(tokens, after) {
                after = next;
            }
            if let (Some(Token::Ident(word)), Some(Token::Ident(name)), Some(Token::Semi)) = (
                tokens.get(after),
                tokens.get(after + 1),
                tokens.get(after + 2),
            ) && word == "mod"
            {
                children.push((name.clone(), true));
            }
        }
    }
    children
}

/// The index just past the item starting at `start`: its `;`, or its closing brace.
fn item_end(tokens: &[Token], start: usize) -> usize {
    let mut i = start;
    while let Some((after, _)) = attribute_end(tokens, i) {
        i = after;
    }
    let mut depth = 0usize;
    while i < tokens.len() {
        match &tokens[i] {
            Token::Semi if depth == 0 => return i + 1,
            Token::Open(bracket) => {
                if *bracket == '{' && depth == 0 {
                    return matching(tokens, i).map_or(tokens.len(), |close| close + 1);
                }
                depth += 1;
            }
            Token::Close(_) => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    tokens.len()
}

fn tokenize(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            i = skip_string(&chars, i + 1);
            tokens.push(Token::Other);
        } else if (c == 'r' || c == 'b')
            && let Some(after) = raw_string_end(&chars, i)
        {
            i = after;
            tokens.push(Token::Other);
        } else if c == '\'' {
            // A char literal ('x', '\n', '\u{..}'), or a lifetime's quote.
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
            tokens.push(Token::Other);
        } else if c.is_alphabetic() || c == '_' {
            // `r#type` is the identifier `type`.
            if c == 'r' && next == Some('#') {
                i += 2;
            }
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            tokens.push(Token::Ident(word));
        } else {
            tokens.push(match c {
                ':' if next == Some(':') => {
                    i += 1;
                    Token::PathSep
                }
                '{' | '(' | '[' => Token::Open(c),
                '}' | ')' | ']' => Token::Close(c),
                ',' => Token::Comma,
                ';' => Token::Semi,
                '#' => Token::Pound,
                _ => Token::Other,
            });
            i += 1;
        }
    }
    tokens
}

/// Past the closing quote of a string whose text starts at `i`.
fn skip_string(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// Past a raw or byte string starting at `i` (`r"…"`, `r#"…"#`, `b"…"`, `br#"…"#`), if one does.
fn raw_string_end(chars: &[char], i: usize) -> Option<usize> {
    let mut at = i;
    if chars.get(at) == Some(&'b') {
        at += 1;
    }
    let raw = chars.get(at) == Some(&'r');
    if raw {
        at += 1;
    }
    if at == i {
        return None;
    }
    let hashes = chars[at..].iter().take_while(|&&c| c == '#').count();
    at += hashes;
    if chars.get(at) != Some(&'"') {
        return None;
    }
    if !raw {
        return Some(skip_string(chars, at + 1));
    }
    at += 1;
    while at < chars.len() {
        if chars[at] == '"'
            && chars[at + 1..]
                .iter()
                .take(hashes)
                .filter(|&&c| c == '#')
                .count()
                == hashes
        {
            return Some(at + 1 + hashes);
        }
        at += 1;
    }
    Some(at)
}
