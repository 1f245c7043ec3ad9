//! Reading what a script returns within a size limit.
//!
//! A Lua table may hold the same sub-table or string many times over: a 1 MiB string put 20,000
//! times into a memo costs the script one string and 20,000 references, but the host's copy is
//! 20 GB. The Lua heap limit cannot see the host's copy, so the conversion is counted as it is
//! built: [`Bounded`] wraps any serde deserializer and charges every value it hands out (its
//! bytes, or a fixed cost for a number or a table) against an allowance, failing the conversion
//! the moment the allowance runs out, before the copy is made.

use std::cell::Cell;
use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, Visitor};

/// What a value costs beyond its bytes: the host's copy of a number, a key or a table entry is
/// a few machine words.
const ENTRY_COST: usize = 32;

/// The allowance a conversion draws on, shared by every level of one conversion.
pub struct Allowance {
    left: Cell<usize>,
    limit: usize,
}

impl Allowance {
    /// An allowance of `limit` counted bytes.
    pub fn new(limit: usize) -> Allowance {
        Allowance {
            left: Cell::new(limit),
            limit,
        }
    }

    fn spend<E: de::Error>(&self, bytes: usize) -> Result<(), E> {
        let cost = bytes.saturating_add(ENTRY_COST);
        match self.left.get().checked_sub(cost) {
            Some(left) => {
                self.left.set(left);
                Ok(())
            }
            None => {
                self.left.set(0);
                Err(E::custom(format_args!(
                    "more than {} MiB of data (a table or text repeated many times over?)",
                    self.limit / (1024 * 1024)
                )))
            }
        }
    }
}

/// A deserializer that spends its allowance on every value it yields.
pub struct Bounded<'a, D> {
    inner: D,
    allowance: &'a Allowance,
}

impl<'a, D> Bounded<'a, D> {
    /// Wraps `inner`, drawing on `allowance`.
    pub fn new(inner: D, allowance: &'a Allowance) -> Self {
        Bounded { inner, allowance }
    }
}

/// Forwards each `deserialize_*` method to the inner deserializer with a counting visitor.
macro_rules! forward_counted {
    ($($method:ident($($argument:ident: $type:ty),*)),* $(,)?) => {
        $(
            fn $method<V: Visitor<'de>>(self, $($argument: $type,)* visitor: V)
                -> Result<V::Value, D::Error>
            {
                self.inner.$method($($argument,)* Counting { inner: visitor, allowance: self.allowance })
            }
        )*
    };
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Bounded<'_, D> {
    type Error = D::Error;

    forward_counted! {
        deserialize_any(), deserialize_bool(), deserialize_i8(), deserialize_i16(),
        deserialize_i32(), deserialize_i64(), deserialize_i128(), deserialize_u8(),
        deserialize_u16(), deserialize_u32(), deserialize_u64(), deserialize_u128(),
        deserialize_f32(), deserialize_f64(), deserialize_char(), deserialize_str(),
        deserialize_string(), deserialize_bytes(), deserialize_byte_buf(), deserialize_option(),
        deserialize_unit(), deserialize_unit_struct(name: &'static str),
        deserialize_newtype_struct(name: &'static str), deserialize_seq(),
        deserialize_tuple(len: usize), deserialize_tuple_struct(name: &'static str, len: usize),
        deserialize_map(), deserialize_struct(name: &'static str, fields: &'static [&'static str]),
        deserialize_enum(name: &'static str, variants: &'static [&'static str]),
        deserialize_identifier(), deserialize_ignored_any(),
    }

    fn is_human_readable(&self) -> bool {
        self.inner.is_human_readable()
    }
}

/// A visitor that pays for each value before passing it on.
struct Counting<'a, V> {
    inner: V,
    allowance: &'a Allowance,
}

/// Visitor methods for values of a fixed size.
macro_rules! visit_scalar {
    ($($method:ident($type:ty)),* $(,)?) => {
        $(
            fn $method<E: de::Error>(self, value: $type) -> Result<Self::Value, E> {
                self.allowance.spend::<E>(0)?;
                self.inner.$method(value)
            }
        )*
    };
}

/// Visitor methods for texts and bytes, which cost their length.
macro_rules! visit_sized {
    ($($method:ident($type:ty)),* $(,)?) => {
        $(
            fn $method<E: de::Error>(self, value: $type) -> Result<Self::Value, E> {
                self.allowance.spend::<E>(value.len())?;
                self.inner.$method(value)
            }
        )*
    };
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Counting<'_, V> {
    type Value = V::Value;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.inner.expecting(formatter)
    }

    visit_scalar! {
        visit_bool(bool), visit_i8(i8), visit_i16(i16), visit_i32(i32), visit_i64(i64),
        visit_i128(i128), visit_u8(u8), visit_u16(u16), visit_u32(u32), visit_u64(u64),
        visit_u128(u128), visit_f32(f32), visit_f64(f64), visit_char(char),
    }

    visit_sized! {
        visit_str(&str), visit_borrowed_str(&'de str), visit_string(String),
        visit_bytes(&[u8]), visit_borrowed_bytes(&'de [u8]), visit_byte_buf(Vec<u8>),
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        self.allowance.spend::<E>(0)?;
        self.inner.visit_none()
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        self.allowance.spend::<E>(0)?;
        self.inner.visit_unit()
    }

    fn visit_some<D: Deserializer<'de>>(self, inner: D) -> Result<Self::Value, D::Error> {
        self.inner.visit_some(Bounded::new(inner, self.allowance))
    }

    fn visit_newtype_struct<D: Deserializer<'de>>(self, inner: D) -> Result<Self::Value, D::Error> {
        self.inner
            .visit_newtype_struct(Bounded::new(inner, self.allowance))
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        self.allowance.spend::<A::Error>(0)?;
        self.inner.visit_seq(CountedAccess {
            inner: seq,
            allowance: self.allowance,
        })
    }

    fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        self.allowance.spend::<A::Error>(0)?;
        self.inner.visit_map(CountedAccess {
            inner: map,
            allowance: self.allowance,
        })
    }

    fn visit_enum<A: de::EnumAccess<'de>>(self, data: A) -> Result<Self::Value, A::Error> {
        self.allowance.spend::<A::Error>(0)?;
        self.inner.visit_enum(CountedAccess {
            inner: data,
            allowance: self.allowance,
        })
    }
}

/// A seed whose deserializer is counted.
struct CountedSeed<'a, S> {
    inner: S,
    allowance: &'a Allowance,
}

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for CountedSeed<'_, S> {
    type Value = S::Value;

    fn deserialize<D: Deserializer<'de>>(self, inner: D) -> Result<S::Value, D::Error> {
        self.inner.deserialize(Bounded::new(inner, self.allowance))
    }
}

/// A sequence, map, enum or variant whose elements are counted.
struct CountedAccess<'a, A> {
    inner: A,
    allowance: &'a Allowance,
}

impl<'de, A: de::SeqAccess<'de>> de::SeqAccess<'de> for CountedAccess<'_, A> {
    type Error = A::Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, A::Error> {
        let seed = CountedSeed {
            inner: seed,
            allowance: self.allowance,
        };
        self.inner.next_element_seed(seed)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

impl<'de, A: de::MapAccess<'de>> de::MapAccess<'de> for CountedAccess<'_, A> {
    type Error = A::Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        let seed = CountedSeed {
            inner: seed,
            allowance: self.allowance,
        };
        self.inner.next_key_seed(seed)
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, A::Error> {
        let seed = CountedSeed {
            inner: seed,
            allowance: self.allowance,
        };
        self.inner.next_value_seed(seed)
    }

    fn size_hint(&self) -> Option<usize> {
        self.inner.size_hint()
    }
}

impl<'a, 'de, A: de::EnumAccess<'de>> de::EnumAccess<'de> for CountedAccess<'a, A> {
    type Error = A::Error;
    type Variant = CountedAccess<'a, A::Variant>;

    fn variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<(T::Value, Self::Variant), A::Error> {
        let allowance = self.allowance;
        let seed = CountedSeed {
            inner: seed,
            allowance,
        };
        let (value, variant) = self.inner.variant_seed(seed)?;
        Ok((
            value,
            CountedAccess {
                inner: variant,
                allowance,
            },
        ))
    }
}

impl<'de, A: de::VariantAccess<'de>> de::VariantAccess<'de> for CountedAccess<'_, A> {
    type Error = A::Error;

    fn unit_variant(self) -> Result<(), A::Error> {
        self.inner.unit_variant()
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        let allowance = self.allowance;
        self.inner.newtype_variant_seed(CountedSeed {
            inner: seed,
            allowance,
        })
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, A::Error> {
        let allowance = self.allowance;
        self.inner.tuple_variant(
            len,
            Counting {
                inner: visitor,
                allowance,
            },
        )
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, A::Error> {
        let allowance = self.allowance;
        self.inner.struct_variant(
            fields,
            Counting {
                inner: visitor,
                allowance,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize, PartialEq)]
    enum Kind {
        Plain,
        Pair(u8, u8),
        Named { size: u32 },
    }

    #[derive(Debug, Deserialize, PartialEq)]
    struct Sample {
        name: String,
        kinds: Vec<Kind>,
        note: Option<String>,
        extra: serde_json::Value,
    }

    fn read<T: for<'de> Deserialize<'de>>(
        json: &str,
        limit: usize,
    ) -> Result<T, serde_json::Error> {
        let allowance = Allowance::new(limit);
        let mut inner = serde_json::Deserializer::from_str(json);
        T::deserialize(Bounded::new(&mut inner, &allowance))
    }

    const SAMPLE: &str = r#"{"name": "carroms", "kinds": ["Plain", {"Pair": [1, 2]},
        {"Named": {"size": 3}}], "note": null, "extra": {"a": [1, 2.5, true, "x"]}}"#;

    #[test]
    fn within_the_allowance_the_value_reads_as_it_would_unbounded() {
        let bounded: Sample = read(SAMPLE, 1 << 20).unwrap();
        let plain: Sample = serde_json::from_str(SAMPLE).unwrap();
        assert_eq!(bounded, plain);
    }

    #[test]
    fn past_the_allowance_the_conversion_fails_saying_why() {
        let error = read::<Sample>(SAMPLE, 200).unwrap_err().to_string();
        assert!(error.contains("more than 0 MiB of data"), "{error}");
        let long = format!(r#"["{}"]"#, "x".repeat(4096));
        assert!(read::<serde_json::Value>(&long, 4000).is_err());
        assert!(read::<serde_json::Value>(&long, 5000).is_ok());
    }
}
