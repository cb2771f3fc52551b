/// The namespace of filter groups: ``FilterGroup/And``, ``FilterGroup/Or``,
/// ``FilterGroup/Hierarchical`` and the group identifier ``FilterGroup/ID``.
///
/// A filters string is an AND of groups; inside a group, filters are ANDed (and and
/// hierarchical groups) or ORed (or groups, which hold one kind of filter).
public enum FilterGroup {}
