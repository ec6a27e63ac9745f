"""The package version, at the bottom of the layers (the HTTP client names it in its User-Agent)."""

__version__ = "0.1.0"
