/// The presenters widgets use when none is given: each turns a widget's value into text.
public enum DefaultPresenter {}
